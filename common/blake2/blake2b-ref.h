/*
 * blake2/blake2b-ref.h: the BLAKE2b compression function F in portable C, written as in
 * RFC 7693 (M.-J. Saarinen, J.-P. Aumasson, 2015) sections 3.1 (G) and 3.2 (F).
 * Defines, for blake2/blake2b-hash.h:
 *   static void blake2b_blocks(uint64_t h[8], const unsigned char *in, size_t nblocks,
 *                              uint64_t t, uint64_t f);
 * which compresses nblocks 128-byte blocks, the i-th with byte counter t + 128 i and final
 * flag f (0 or all ones). Counters stay below 2^64 (crypto_hash lengths are 64-bit), so the
 * high counter word is always 0.
 * Constant time: no branch and no memory index depends on the data (sigma is public).
 * Public domain (CC0).
 */
#ifndef BLAKE2_BLAKE2B_REF_H
#define BLAKE2_BLAKE2B_REF_H

#include <stddef.h>
#include <stdint.h>
#include "blake/constants.h"
#include "blake2/g.h"

static void blake2b_blocks(uint64_t h[8], const unsigned char *in, size_t nblocks,
                           uint64_t t, uint64_t f)
{
  uint64_t m[16], v[16];
  const unsigned char *s;
  int i, r;

  for (; nblocks > 0; --nblocks, in += 128, t += 128) {
    for (i = 0; i < 16; ++i) m[i] = bytes_load_le64(in + 8 * i);
    for (i = 0; i < 8; ++i) v[i] = h[i];
    for (i = 0; i < 8; ++i) v[i + 8] = blake_iv64[i];
    v[12] ^= t;
    v[14] ^= f;
    for (r = 0; r < 12; ++r) {
      s = blake_sigma[r % 10];
      BLAKE2B_G(v[0], v[4], v[8],  v[12], m[s[0]],  m[s[1]]);
      BLAKE2B_G(v[1], v[5], v[9],  v[13], m[s[2]],  m[s[3]]);
      BLAKE2B_G(v[2], v[6], v[10], v[14], m[s[4]],  m[s[5]]);
      BLAKE2B_G(v[3], v[7], v[11], v[15], m[s[6]],  m[s[7]]);
      BLAKE2B_G(v[0], v[5], v[10], v[15], m[s[8]],  m[s[9]]);
      BLAKE2B_G(v[1], v[6], v[11], v[12], m[s[10]], m[s[11]]);
      BLAKE2B_G(v[2], v[7], v[8],  v[13], m[s[12]], m[s[13]]);
      BLAKE2B_G(v[3], v[4], v[9],  v[14], m[s[14]], m[s[15]]);
    }
    for (i = 0; i < 8; ++i) h[i] ^= v[i] ^ v[i + 8];
  }
}

#endif
