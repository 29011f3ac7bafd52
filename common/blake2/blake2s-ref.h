/*
 * blake2/blake2s-ref.h: the BLAKE2s compression function F in portable C, written as in
 * RFC 7693 (M.-J. Saarinen, J.-P. Aumasson, 2015) sections 3.1 (G) and 3.2 (F).
 * Defines, for blake2/blake2s-hash.h:
 *   static void blake2s_blocks(uint32_t h[8], const unsigned char *in, size_t nblocks,
 *                              uint64_t t, uint32_t f);
 * which compresses nblocks 64-byte blocks, the i-th with byte counter t + 64 i (low word in
 * v[12], high word in v[13]) and final flag f (0 or all ones).
 * Constant time: no branch and no memory index depends on the data (sigma is public).
 * Public domain (CC0).
 */
#ifndef BLAKE2_BLAKE2S_REF_H
#define BLAKE2_BLAKE2S_REF_H

#include <stddef.h>
#include <stdint.h>
#include "blake/constants.h"
#include "blake2/g.h"

static void blake2s_blocks(uint32_t h[8], const unsigned char *in, size_t nblocks,
                           uint64_t t, uint32_t f)
{
  uint32_t m[16], v[16];
  const unsigned char *s;
  int i, r;

  for (; nblocks > 0; --nblocks, in += 64, t += 64) {
    for (i = 0; i < 16; ++i) m[i] = bytes_load_le32(in + 4 * i);
    for (i = 0; i < 8; ++i) v[i] = h[i];
    for (i = 0; i < 8; ++i) v[i + 8] = blake_iv32[i];
    v[12] ^= (uint32_t) t;
    v[13] ^= (uint32_t) (t >> 32);
    v[14] ^= f;
    for (r = 0; r < 10; ++r) {
      s = blake_sigma[r];
      BLAKE2S_G(v[0], v[4], v[8],  v[12], m[s[0]],  m[s[1]]);
      BLAKE2S_G(v[1], v[5], v[9],  v[13], m[s[2]],  m[s[3]]);
      BLAKE2S_G(v[2], v[6], v[10], v[14], m[s[4]],  m[s[5]]);
      BLAKE2S_G(v[3], v[7], v[11], v[15], m[s[6]],  m[s[7]]);
      BLAKE2S_G(v[0], v[5], v[10], v[15], m[s[8]],  m[s[9]]);
      BLAKE2S_G(v[1], v[6], v[11], v[12], m[s[10]], m[s[11]]);
      BLAKE2S_G(v[2], v[7], v[8],  v[13], m[s[12]], m[s[13]]);
      BLAKE2S_G(v[3], v[4], v[9],  v[14], m[s[14]], m[s[15]]);
    }
    for (i = 0; i < 8; ++i) h[i] ^= v[i] ^ v[i + 8];
  }
}

#endif
