/*
 * bitslice/transpose64.h: the 64x64 bit-matrix transpose, and with it 16-byte blocks to bit
 * planes and back.
 * - transpose64(a): in place, afterwards bit c of word r is what bit r of word c was (bits
 *   counted from the least significant). Six levels of block exchanges: at level j the j x j
 *   blocks above and below the diagonal trade places.
 * - planes64_unzip / planes64_zip: the big-endian 64-bit halves at byte `offset` (0 or 8) of
 *   64 * groups blocks of 16 bytes, to 64 bit planes and back: plane i holds bit i (from the
 *   least significant) of every block's half, block 64 g + b at bit b of the plane word's g-th
 *   64 bits. A plane word is 8 * groups bytes (uint64_t, or a GNU C vector of them).
 * Constant time. Used by the bitsliced DES (deal/) and LOKI97 (loki97/). Public domain (CC0).
 */
#ifndef BITSLICE_TRANSPOSE64_H
#define BITSLICE_TRANSPOSE64_H

#include <stdint.h>
#include <string.h>
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

static inline void planes64_unzip(void *planes, int groups, const unsigned char *in, int offset)
{
  uint64_t a[64];
  int g, b;
  for (g = 0; g < groups; ++g) {
    for (b = 0; b < 64; ++b) a[b] = bytes_load_be64(in + 16 * (64 * g + b) + offset);
    transpose64(a);
    for (b = 0; b < 64; ++b) memcpy((unsigned char *) planes + 8 * (groups * b + g), &a[b], 8);
  }
}

static inline void planes64_zip(unsigned char *out, int offset, const void *planes, int groups)
{
  uint64_t a[64];
  int g, b;
  for (g = 0; g < groups; ++g) {
    for (b = 0; b < 64; ++b) memcpy(&a[b], (const unsigned char *) planes + 8 * (groups * b + g), 8);
    transpose64(a);
    for (b = 0; b < 64; ++b) bytes_store_be64(out + 16 * (64 * g + b) + offset, a[b]);
  }
}

#endif
