/*
 * sha256/blocks-armv6.h: the SHA-256 compression function for 32-bit ARM without NEON
 * (ARMv6, the ARM1176), in C written for the barrel shifter (a rotation folded into the eor or
 * add that uses it), which the compilers then follow:
 *  - each Sigma of three rotations as one rotation of two: ror6 ^ ror11 ^ ror25 of e is
 *    ror(e ^ ror(e, 5) ^ ror(e, 19), 6), 2 eors and the last rotation inside the add;
 *  - Ch(e, f, g) = g ^ (e & (f ^ g)) (3 operations);
 *  - Maj(a, b, c) = b ^ ((a ^ b) & (b ^ c)), where b ^ c is the previous round's a ^ b (the
 *    names rotate), so 3 operations with the a ^ b kept in one of two alternating words;
 *  - the message schedule in a ring of 16 words, expanded round by round, its sigmas also one
 *    rotation of two plus the shift.
 * Same interface as sha256/blocks-ref.h (sha256_blocks), specified there (FIPS 180-4).
 * Constant time: no branch and no memory index depends on the data. Public domain (CC0).
 */
#ifndef SHA256_BLOCKS_ARMV6_H
#define SHA256_BLOCKS_ARMV6_H

#include <stddef.h>
#include <stdint.h>
#include "sha256/constants.h"
#include "compiler/bytes.h"

#define SHA256_ARMV6_ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

/* w[t & 15] for round t >= 16: sigma1(w[t-2]) + w[t-7] + sigma0(w[t-15]) + w[t-16] */
#define SHA256_ARMV6_EXPAND(t) \
  (w[(t) & 15] += (SHA256_ARMV6_ROTR(w[((t) - 2) & 15] ^ SHA256_ARMV6_ROTR(w[((t) - 2) & 15], 2), 17) \
                   ^ (w[((t) - 2) & 15] >> 10)) + w[((t) - 7) & 15] \
                  + (SHA256_ARMV6_ROTR(w[((t) - 15) & 15] ^ SHA256_ARMV6_ROTR(w[((t) - 15) & 15], 11), 7) \
                     ^ (w[((t) - 15) & 15] >> 3)))

/* One round: d and h get the new values; ab = a ^ b for the next round's Maj, bc this one's */
#define SHA256_ARMV6_ROUND(a, b, c, d, e, f, g, h, ab, bc, t, wt) do { \
    h += SHA256_ARMV6_ROTR(e ^ SHA256_ARMV6_ROTR(e, 5) ^ SHA256_ARMV6_ROTR(e, 19), 6) \
         + (g ^ (e & (f ^ g))) + sha256_k[t] + (wt); \
    d += h; \
    ab = a ^ b; \
    h += SHA256_ARMV6_ROTR(a ^ SHA256_ARMV6_ROTR(a, 11) ^ SHA256_ARMV6_ROTR(a, 20), 2) \
         + (b ^ (ab & bc)); \
  } while (0)

/* eight rounds from t on (names rotated back to where they started); W(t) gives w[t] */
#define SHA256_ARMV6_EIGHT(t, W) do { \
    SHA256_ARMV6_ROUND(a, b, c, d, e, f, g, h, x, y, (t), W(t)); \
    SHA256_ARMV6_ROUND(h, a, b, c, d, e, f, g, y, x, (t) + 1, W((t) + 1)); \
    SHA256_ARMV6_ROUND(g, h, a, b, c, d, e, f, x, y, (t) + 2, W((t) + 2)); \
    SHA256_ARMV6_ROUND(f, g, h, a, b, c, d, e, y, x, (t) + 3, W((t) + 3)); \
    SHA256_ARMV6_ROUND(e, f, g, h, a, b, c, d, x, y, (t) + 4, W((t) + 4)); \
    SHA256_ARMV6_ROUND(d, e, f, g, h, a, b, c, y, x, (t) + 5, W((t) + 5)); \
    SHA256_ARMV6_ROUND(c, d, e, f, g, h, a, b, x, y, (t) + 6, W((t) + 6)); \
    SHA256_ARMV6_ROUND(b, c, d, e, f, g, h, a, y, x, (t) + 7, W((t) + 7)); \
  } while (0)
#define SHA256_ARMV6_LOADED(t) w[t]
#define SHA256_ARMV6_EXPANDED(t) SHA256_ARMV6_EXPAND(t)

static void sha256_blocks(uint32_t state[8], const unsigned char *in, size_t nblocks)
{
  uint32_t w[16], a, b, c, d, e, f, g, h, x, y;
  int t;

  for (; nblocks > 0; --nblocks, in += 64) {
    for (t = 0; t < 16; ++t) w[t] = bytes_load_be32(in + 4 * t);
    a = state[0]; b = state[1]; c = state[2]; d = state[3];
    e = state[4]; f = state[5]; g = state[6]; h = state[7];
    y = b ^ c;                            /* the first round's b ^ c */
    SHA256_ARMV6_EIGHT(0, SHA256_ARMV6_LOADED);
    SHA256_ARMV6_EIGHT(8, SHA256_ARMV6_LOADED);
    SHA256_ARMV6_EIGHT(16, SHA256_ARMV6_EXPANDED);
    SHA256_ARMV6_EIGHT(24, SHA256_ARMV6_EXPANDED);
    SHA256_ARMV6_EIGHT(32, SHA256_ARMV6_EXPANDED);
    SHA256_ARMV6_EIGHT(40, SHA256_ARMV6_EXPANDED);
    SHA256_ARMV6_EIGHT(48, SHA256_ARMV6_EXPANDED);
    SHA256_ARMV6_EIGHT(56, SHA256_ARMV6_EXPANDED);
    state[0] += a; state[1] += b; state[2] += c; state[3] += d;
    state[4] += e; state[5] += f; state[6] += g; state[7] += h;
  }
}

#endif
