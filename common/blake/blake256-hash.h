/*
 * blake/blake256-hash.h: BLAKE-256 and BLAKE-32 (256-bit digests, salt zero) around a
 * compression function, "SHA-3 proposal BLAKE" version 1.3 (2010) section 2.1.3: padding,
 * counters, output. The including file first includes one (blake/blake256-ref.h,
 * blake256-avx2.h ...), which defines
 *   static void blake256_blocks(uint32_t h[8], const unsigned char *in, size_t nblocks,
 *                               uint64_t t, int rounds);
 * so the padding is written once for every target and both round counts (and for bblake256,
 * which starts from a state that has absorbed one block).
 * Constant time: the only branches depend on the message length, which is public.
 * Public domain (CC0).
 */
#ifndef BLAKE_BLAKE256_HASH_H
#define BLAKE_BLAKE256_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "blake/constants.h"

/* The message ends with tail[0..rest-1] (rest < 64) after len - rest bytes already compressed
   into h: pad (a 1 bit, zeros, a 1 bit, the 64-bit big-endian bit length), compress, output. */
static void blake256_last(unsigned char out[32], uint32_t h[8], const unsigned char *tail,
                          size_t rest, unsigned long long len, int rounds)
{
  unsigned char last[128];
  uint64_t bits = (uint64_t) len << 3;
  size_t lastlen = rest < 56 ? 64 : 128, i;

  memset(last, 0, sizeof last);
  if (rest > 0) memcpy(last, tail, rest);
  last[rest] = 0x80;
  last[lastlen - 9] |= 0x01;
  for (i = 0; i < 8; ++i) last[lastlen - 1 - i] = (unsigned char) (bits >> (8 * i));

  /* a block's counter counts the message bits up to its end; a block holding none has 0 */
  blake256_blocks(h, last, 1, rest > 0 ? len : 0, rounds);
  if (lastlen == 128) blake256_blocks(h, last + 64, 1, 0, rounds);

  for (i = 0; i < 32; ++i) out[i] = (unsigned char) (h[i / 4] >> (24 - 8 * (i % 4)));
}

/* out = the digest of in[0..inlen-1] (rounds = 14: BLAKE-256; 10: BLAKE-32).
   out may overlap in: the whole input is read before out is written. */
static void blake256_hash(unsigned char out[32], const unsigned char *in,
                          unsigned long long inlen, int rounds)
{
  uint32_t h[8];
  unsigned long long full = inlen / 64;

  memcpy(h, blake_iv32, sizeof h);
  if (full > 0) blake256_blocks(h, in, (size_t) full, 64, rounds);
  blake256_last(out, h, in + 64 * full, (size_t) (inlen % 64), inlen, rounds);
}

#endif
