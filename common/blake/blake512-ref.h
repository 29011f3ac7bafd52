/*
 * blake/blake512-ref.h: the compression function of BLAKE-512 and BLAKE-64 in portable C,
 * written as in "SHA-3 proposal BLAKE" (J.-P. Aumasson, L. Henzen, W. Meier, R. C.-W. Phan,
 * version 1.3, 2010) section 2.2.1: BLAKE-256's function on 64-bit words, rotations 32, 25,
 * 16, 11. BLAKE-512 (the final SHA-3 submission) does 16 rounds; BLAKE-64 (the original 2008
 * submission) is the same function with 14. The salt is always zero here.
 * Defines, for blake/blake512-hash.h:
 *   static void blake512_blocks(uint64_t h[8], const unsigned char *in, size_t nblocks,
 *                               uint64_t t, int rounds);
 * which compresses nblocks 128-byte blocks, the i-th with the counter of t + 128 i bytes
 * (the specification counts bits: 8 (t + 128 i), two 64-bit words). t = 0 gives the counter
 * 0 of a block that holds no message bits.
 * Constant time: no branch and no memory index depends on the data (sigma is public).
 * Public domain (CC0).
 */
#ifndef BLAKE_BLAKE512_REF_H
#define BLAKE_BLAKE512_REF_H

#include <stddef.h>
#include <stdint.h>
#include "blake/constants.h"
#include "compiler/bytes.h"

#define BLAKE512_ROTR(x, n) (((x) >> (n)) | ((x) << (64 - (n))))

/* G_i on message words x = m[sigma(2i)], y = m[sigma(2i+1)] and constants cx, cy likewise */
#define BLAKE512_G(a, b, c, d, x, y, cx, cy) do { \
    a += b + ((x) ^ (cy)); d = BLAKE512_ROTR(d ^ a, 32); c += d; b = BLAKE512_ROTR(b ^ c, 25); \
    a += b + ((y) ^ (cx)); d = BLAKE512_ROTR(d ^ a, 16); c += d; b = BLAKE512_ROTR(b ^ c, 11); \
  } while (0)

#define BLAKE512_GI(a, b, c, d, i) \
  BLAKE512_G(v[a], v[b], v[c], v[d], m[s[2 * i]], m[s[2 * i + 1]], \
             blake_c64[s[2 * i]], blake_c64[s[2 * i + 1]])

static void blake512_blocks(uint64_t h[8], const unsigned char *in, size_t nblocks,
                            uint64_t t, int rounds)
{
  uint64_t m[16], v[16];
  const unsigned char *s;
  int i, r;

  for (; nblocks > 0; --nblocks, in += 128, t += 128) {
    for (i = 0; i < 16; ++i) m[i] = bytes_load_be64(in + 8 * i);
    for (i = 0; i < 8; ++i) v[i] = h[i];
    for (i = 0; i < 8; ++i) v[i + 8] = blake_c64[i];
    v[12] ^= t << 3;
    v[13] ^= t << 3;
    v[14] ^= t >> 61;
    v[15] ^= t >> 61;
    for (r = 0; r < rounds; ++r) {
      s = blake_sigma[r % 10];
      BLAKE512_GI(0, 4, 8,  12, 0);
      BLAKE512_GI(1, 5, 9,  13, 1);
      BLAKE512_GI(2, 6, 10, 14, 2);
      BLAKE512_GI(3, 7, 11, 15, 3);
      BLAKE512_GI(0, 5, 10, 15, 4);
      BLAKE512_GI(1, 6, 11, 12, 5);
      BLAKE512_GI(2, 7, 8,  13, 6);
      BLAKE512_GI(3, 4, 9,  14, 7);
    }
    for (i = 0; i < 8; ++i) h[i] ^= v[i] ^ v[i + 8];
  }
}

#endif
