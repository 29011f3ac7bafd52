/*
 * bitslice/transpose64.h: the 64x64 bit-matrix transpose, and with it 16-byte blocks to bit
 * planes and back.
 * - transpose64(a): in place, afterwards bit c of word r is what bit r of word c was (bits
 *   counted from the least significant). Six levels of block exchanges: at level j the j x j
 *   blocks above and below the diagonal trade places.
 * - planes64_unzip / planes64_zip: the big-endian 64-bit halves at byte `offset` (0 or 8) of
 *   64 blocks of 16 bytes, to 64 bit planes and back: plane i holds bit i (from the least
 *   significant) of every block's half, block b at bit b.
 * Constant time. Used by the bitsliced DES (deal/) and LOKI97 (loki97/). Public domain (CC0).
 */
#ifndef BITSLICE_TRANSPOSE64_H
#define BITSLICE_TRANSPOSE64_H

#include <stdint.h>
#include "compiler/bytes.h"

static inline void transpose64(uint64_t a[64])
{
  static const uint64_t low[6] = {      /* the positions whose index bit 0, 1, ... 5 is clear */
    0x5555555555555555ull, 0x3333333333333333ull, 0x0F0F0F0F0F0F0F0Full,
    0x00FF00FF00FF00FFull, 0x0000FFFF0000FFFFull, 0x00000000FFFFFFFFull
  };
  int level, r;
  for (level = 5; level >= 0; --level) {
    int j = 1 << level;
    for (r = 0; r < 64; ++r)
      if (!(r & j)) {
        uint64_t t = ((a[r] >> j) ^ a[r + j]) & low[level];
        a[r + j] ^= t;
        a[r] ^= t << j;
      }
  }
}

static inline void planes64_unzip(uint64_t planes[64], const unsigned char *in, int offset)
{
  int b;
  for (b = 0; b < 64; ++b) planes[b] = bytes_load_be64(in + 16 * b + offset);
  transpose64(planes);
}

static inline void planes64_zip(unsigned char *out, int offset, const uint64_t planes[64])
{
  uint64_t a[64];
  int b;
  for (b = 0; b < 64; ++b) a[b] = planes[b];
  transpose64(a);
  for (b = 0; b < 64; ++b) bytes_store_be64(out + 16 * b + offset, a[b]);
}

#endif
