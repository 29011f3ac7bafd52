/*
 * sha512/blocks-ref.h: the SHA-512 compression function in portable C, written as in
 * FIPS 180-4 (NIST, 2015) sections 4.1.3 (functions), 4.2.3 (constants) and 6.4.2 (steps 1-4).
 * Shared by SHA-384 and SHA-512 (they differ only in initial value and output length).
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef SHA512_BLOCKS_REF_H
#define SHA512_BLOCKS_REF_H

#include <stddef.h>
#include <stdint.h>
#include "sha512/constants.h"
#include "compiler/bytes.h"

#define SHA512_ROTR(x, n) (((x) >> (n)) | ((x) << (64 - (n))))
#define SHA512_CH(x, y, z) (((x) & (y)) ^ (~(x) & (z)))
#define SHA512_MAJ(x, y, z) (((x) & (y)) ^ ((x) & (z)) ^ ((y) & (z)))
#define SHA512_BSIG0(x) (SHA512_ROTR(x, 28) ^ SHA512_ROTR(x, 34) ^ SHA512_ROTR(x, 39))
#define SHA512_BSIG1(x) (SHA512_ROTR(x, 14) ^ SHA512_ROTR(x, 18) ^ SHA512_ROTR(x, 41))
#define SHA512_SSIG0(x) (SHA512_ROTR(x, 1) ^ SHA512_ROTR(x, 8) ^ ((x) >> 7))
#define SHA512_SSIG1(x) (SHA512_ROTR(x, 19) ^ SHA512_ROTR(x, 61) ^ ((x) >> 6))

/* One round of 6.4.2 step 3. Instead of moving a..h down by one each round, the caller
   rotates the names, so a round is only the two assignments that produce new values. */
#define SHA512_ROUND(a, b, c, d, e, f, g, h, t) do { \
    uint64_t t1 = h + SHA512_BSIG1(e) + SHA512_CH(e, f, g) + sha512_k[t] + w[t]; \
    d += t1; \
    h = t1 + SHA512_BSIG0(a) + SHA512_MAJ(a, b, c); \
  } while (0)

static void sha512_compress(uint64_t state[8], const unsigned char *in, size_t nblocks)
{
  uint64_t w[80], a, b, c, d, e, f, g, h;
  int t;

  for (; nblocks > 0; --nblocks, in += 128) {
    /* step 1: the message schedule */
    for (t = 0; t < 16; ++t) w[t] = bytes_load_be64(in + 8 * t);
    for (t = 16; t < 80; ++t)
      w[t] = SHA512_SSIG1(w[t - 2]) + w[t - 7] + SHA512_SSIG0(w[t - 15]) + w[t - 16];

    /* steps 2-3 */
    a = state[0]; b = state[1]; c = state[2]; d = state[3];
    e = state[4]; f = state[5]; g = state[6]; h = state[7];
    for (t = 0; t < 80; t += 8) {
      SHA512_ROUND(a, b, c, d, e, f, g, h, t);
      SHA512_ROUND(h, a, b, c, d, e, f, g, t + 1);
      SHA512_ROUND(g, h, a, b, c, d, e, f, t + 2);
      SHA512_ROUND(f, g, h, a, b, c, d, e, t + 3);
      SHA512_ROUND(e, f, g, h, a, b, c, d, t + 4);
      SHA512_ROUND(d, e, f, g, h, a, b, c, t + 5);
      SHA512_ROUND(c, d, e, f, g, h, a, b, t + 6);
      SHA512_ROUND(b, c, d, e, f, g, h, a, t + 7);
    }

    /* step 4 */
    state[0] += a; state[1] += b; state[2] += c; state[3] += d;
    state[4] += e; state[5] += f; state[6] += g; state[7] += h;
  }
}

/* the interface of sha512/hash.h: in, then more */
static void sha512_blocks(uint64_t state[8], const unsigned char *in, size_t nin,
                          const unsigned char *more, size_t nmore)
{
  sha512_compress(state, in, nin);
  sha512_compress(state, more, nmore);
}

#endif
