/*
 * blake2/blake2s-hash.h: unkeyed BLAKE2s with an outlen-byte digest (RFC 7693 section 3.3),
 * around a compression function. The including file first includes one
 * (blake2/blake2s-ref.h, blake2s-unrolled.h, or blake2s-vec.h after its blake/rounds32-avx2.h or
 * rounds32-avx512.h target), which defines
 *   static void blake2s_blocks(uint32_t h[8], const unsigned char *in, size_t nblocks,
 *                              uint64_t t, uint32_t f);
 * so the parameter block, padding and finalization are written once for every target.
 * Constant time: the only branches depend on the message length, which is public.
 * Public domain (CC0).
 */
#ifndef BLAKE2_BLAKE2S_HASH_H
#define BLAKE2_BLAKE2S_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "blake/constants.h"

/* out = the outlen-byte (1..32) BLAKE2s digest of in[0..inlen-1].
   out may overlap in: the whole input is read before out is written. */
static void blake2s_hash(unsigned char *out, size_t outlen,
                         const unsigned char *in, unsigned long long inlen)
{
  unsigned char last[64], digest[32];
  uint32_t h[8];
  /* every block but the last goes through with f = 0; the last one (the empty message has one,
     of zeros) is padded with zeros and finalized, with the counter at the message length */
  unsigned long long full = inlen > 0 ? (inlen - 1) / 64 : 0;
  size_t rest = (size_t) (inlen - 64 * full), i, j;

  memcpy(h, blake_iv32, sizeof h);
  h[0] ^= 0x01010000 ^ (uint32_t) outlen;     /* parameter block: fanout 1, depth 1, no key */
  if (full > 0) blake2s_blocks(h, in, (size_t) full, 64, 0);
  memset(last, 0, sizeof last);
  if (rest > 0) memcpy(last, in + 64 * full, rest);
  blake2s_blocks(h, last, 1, inlen, ~(uint32_t) 0);

  /* word by word: a byte loop over h[i / 4] makes clang emit gathers */
  for (i = 0; i < 8; ++i)
    for (j = 0; j < 4; ++j) digest[4 * i + j] = (unsigned char) (h[i] >> (8 * j));
  memcpy(out, digest, outlen);
}

#endif
