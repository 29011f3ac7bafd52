/*
 * blake2/blake2b-hash.h: unkeyed BLAKE2b with an outlen-byte digest (RFC 7693 section 3.3),
 * around a compression function. The including file first includes one
 * (blake2/blake2b-ref.h, blake2b-unrolled.h, or blake2b-vec.h after its blake/rounds64-avx2.h or
 * rounds64-avx512.h target), which defines
 *   static void blake2b_blocks(uint64_t h[8], const unsigned char *in, size_t nblocks,
 *                              uint64_t t, uint64_t f);
 * so the parameter block, padding and finalization are written once for every target.
 * Constant time: the only branches depend on the message length, which is public.
 * Public domain (CC0).
 */
#ifndef BLAKE2_BLAKE2B_HASH_H
#define BLAKE2_BLAKE2B_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "blake/constants.h"

/* out = the outlen-byte (1..64) BLAKE2b digest of in[0..inlen-1].
   out may overlap in: the whole input is read before out is written. */
static void blake2b_hash(unsigned char *out, size_t outlen,
                         const unsigned char *in, unsigned long long inlen)
{
  unsigned char last[128], digest[64];
  uint64_t h[8];
  /* every block but the last goes through with f = 0; the last one (the empty message has one,
     of zeros) is padded with zeros and finalized, with the counter at the message length */
  unsigned long long full = inlen > 0 ? (inlen - 1) / 128 : 0;
  size_t rest = (size_t) (inlen - 128 * full), i, j;

  memcpy(h, blake_iv64, sizeof h);
  h[0] ^= 0x01010000 ^ (uint64_t) outlen;     /* parameter block: fanout 1, depth 1, no key */
  if (full > 0) blake2b_blocks(h, in, (size_t) full, 128, 0);
  memset(last, 0, sizeof last);
  if (rest > 0) memcpy(last, in + 128 * full, rest);
  blake2b_blocks(h, last, 1, inlen, ~(uint64_t) 0);

  /* word by word: a byte loop over h[i / 8] makes clang emit gathers */
  for (i = 0; i < 8; ++i)
    for (j = 0; j < 8; ++j) digest[8 * i + j] = (unsigned char) (h[i] >> (8 * j));
  memcpy(out, digest, outlen);
}

#endif
