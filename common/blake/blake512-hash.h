/*
 * blake/blake512-hash.h: BLAKE-512 and BLAKE-64 (512-bit digests, salt zero) around a
 * compression function, "SHA-3 proposal BLAKE" version 1.3 (2010) section 2.2: the padding of
 * section 2.1.3 with 128-byte blocks and a 128-bit length, counters, output. The including
 * file first includes one (blake/blake512-ref.h, blake512-avx2.h ...), which defines
 *   static void blake512_blocks(uint64_t h[8], const unsigned char *in, size_t nblocks,
 *                               uint64_t t, int rounds);
 * so the padding is written once for every target and both round counts.
 * Constant time: the only branches depend on the message length, which is public.
 * Public domain (CC0).
 */
#ifndef BLAKE_BLAKE512_HASH_H
#define BLAKE_BLAKE512_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "blake/constants.h"

/* The message ends with tail[0..rest-1] (rest < 128) after len - rest bytes already compressed
   into h: pad (a 1 bit, zeros, a 1 bit, the 128-bit big-endian bit length), compress, output. */
static void blake512_last(unsigned char out[64], uint64_t h[8], const unsigned char *tail,
                          size_t rest, unsigned long long len, int rounds)
{
  unsigned char last[256];
  uint64_t lo = (uint64_t) len << 3, hi = (uint64_t) len >> 61;
  size_t lastlen = rest < 112 ? 128 : 256, i;

  memset(last, 0, sizeof last);
  if (rest > 0) memcpy(last, tail, rest);
  last[rest] = 0x80;
  last[lastlen - 17] |= 0x01;
  for (i = 0; i < 8; ++i) {
    last[lastlen - 1 - i] = (unsigned char) (lo >> (8 * i));
    last[lastlen - 9 - i] = (unsigned char) (hi >> (8 * i));
  }

  /* a block's counter counts the message bits up to its end; a block holding none has 0 */
  blake512_blocks(h, last, 1, rest > 0 ? len : 0, rounds);
  if (lastlen == 256) blake512_blocks(h, last + 128, 1, 0, rounds);

  for (i = 0; i < 64; ++i) out[i] = (unsigned char) (h[i / 8] >> (56 - 8 * (i % 8)));
}

/* out = the digest of in[0..inlen-1] (rounds = 16: BLAKE-512; 14: BLAKE-64).
   out may overlap in: the whole input is read before out is written. */
static void blake512_hash(unsigned char out[64], const unsigned char *in,
                          unsigned long long inlen, int rounds)
{
  uint64_t h[8];
  unsigned long long full = inlen / 128;

  memcpy(h, blake_iv64, sizeof h);
  if (full > 0) blake512_blocks(h, in, (size_t) full, 128, rounds);
  blake512_last(out, h, in + 128 * full, (size_t) (inlen % 128), inlen, rounds);
}

#endif
