/*
 * blake/blake256-ref.h: the compression function of BLAKE-256 and BLAKE-32 in portable C,
 * written as in "SHA-3 proposal BLAKE" (J.-P. Aumasson, L. Henzen, W. Meier, R. C.-W. Phan,
 * version 1.3, 2010) section 2.1.2: initialization, rounds of G over columns and diagonals,
 * finalization. BLAKE-256 (the final SHA-3 submission) does 14 rounds; BLAKE-32 (the original
 * 2008 submission) is the same function with 10. The salt is always zero here.
 * Defines, for blake/blake256-hash.h:
 *   static void blake256_blocks(uint32_t h[8], const unsigned char *in, size_t nblocks,
 *                               uint64_t t, int rounds);
 * which compresses nblocks 64-byte blocks, the i-th with the counter of t + 64 i bytes
 * (the specification counts bits: 8 (t + 64 i), two 32-bit words). t = 0 gives the counter 0
 * of a block that holds no message bits.
 * Constant time: no branch and no memory index depends on the data (sigma is public).
 * Public domain (CC0).
 */
#ifndef BLAKE_BLAKE256_REF_H
#define BLAKE_BLAKE256_REF_H

#include <stddef.h>
#include <stdint.h>
#include "blake/constants.h"
#include "compiler/bytes.h"

#define BLAKE256_ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

/* G_i of section 2.1.2, on message words x = m[sigma(2i)], y = m[sigma(2i+1)] and the
   constants cx = c[sigma(2i)], cy = c[sigma(2i+1)] */
#define BLAKE256_G(a, b, c, d, x, y, cx, cy) do { \
    a += b + ((x) ^ (cy)); d = BLAKE256_ROTR(d ^ a, 16); c += d; b = BLAKE256_ROTR(b ^ c, 12); \
    a += b + ((y) ^ (cx)); d = BLAKE256_ROTR(d ^ a, 8);  c += d; b = BLAKE256_ROTR(b ^ c, 7); \
  } while (0)

#define BLAKE256_GI(a, b, c, d, i) \
  BLAKE256_G(v[a], v[b], v[c], v[d], m[s[2 * i]], m[s[2 * i + 1]], \
             blake_c32[s[2 * i]], blake_c32[s[2 * i + 1]])

static void blake256_blocks(uint32_t h[8], const unsigned char *in, size_t nblocks,
                            uint64_t t, int rounds)
{
  uint32_t m[16], v[16];
  const unsigned char *s;
  int i, r;

  for (; nblocks > 0; --nblocks, in += 64, t += 64) {
    for (i = 0; i < 16; ++i) m[i] = bytes_load_be32(in + 4 * i);
    for (i = 0; i < 8; ++i) v[i] = h[i];
    for (i = 0; i < 8; ++i) v[i + 8] = blake_c32[i];
    v[12] ^= (uint32_t) (t << 3);
    v[13] ^= (uint32_t) (t << 3);
    v[14] ^= (uint32_t) (t >> 29);
    v[15] ^= (uint32_t) (t >> 29);
    for (r = 0; r < rounds; ++r) {
      s = blake_sigma[r % 10];
      BLAKE256_GI(0, 4, 8,  12, 0);
      BLAKE256_GI(1, 5, 9,  13, 1);
      BLAKE256_GI(2, 6, 10, 14, 2);
      BLAKE256_GI(3, 7, 11, 15, 3);
      BLAKE256_GI(0, 5, 10, 15, 4);
      BLAKE256_GI(1, 6, 11, 12, 5);
      BLAKE256_GI(2, 7, 8,  13, 6);
      BLAKE256_GI(3, 4, 9,  14, 7);
    }
    for (i = 0; i < 8; ++i) h[i] ^= v[i] ^ v[i + 8];
  }
}

#endif
