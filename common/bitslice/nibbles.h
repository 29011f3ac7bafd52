/*
 * bitslice/nibbles.h: a 64-bit word of sixteen 4-bit cells to and from bit planes:
 * nibbles_unzip moves bit 4i + r (bit r of cell i) to bit 16r + i, nibbles_zip back. Each is
 * four swaps of bit-index bits (the index's low two bits become its high two), constant time.
 * Used by the bitsliced Spongent (spongent/) and PHOTON (photon/). Public domain (CC0).
 */
#ifndef BITSLICE_NIBBLES_H
#define BITSLICE_NIBBLES_H

#include <stdint.h>

/* Exchange bits i and j of every bit's index in x (i < j): the positions with index bit i set
   and bit j clear trade places with their partners 2^j - 2^i higher. */
static inline uint64_t nibbles_swap_index_bits(uint64_t x, int i, int j)
{
  static const uint64_t bit[6] = {
    0xAAAAAAAAAAAAAAAAull, 0xCCCCCCCCCCCCCCCCull, 0xF0F0F0F0F0F0F0F0ull,
    0xFF00FF00FF00FF00ull, 0xFFFF0000FFFF0000ull, 0xFFFFFFFF00000000ull
  };
  int d = (1 << j) - (1 << i);
  uint64_t t = ((x >> d) ^ x) & bit[i] & ~bit[j];
  return x ^ t ^ (t << d);
}

static inline uint64_t nibbles_unzip(uint64_t x)
{
  x = nibbles_swap_index_bits(x, 0, 4);
  x = nibbles_swap_index_bits(x, 0, 2);
  x = nibbles_swap_index_bits(x, 1, 5);
  return nibbles_swap_index_bits(x, 1, 3);
}

static inline uint64_t nibbles_zip(uint64_t x)
{
  x = nibbles_swap_index_bits(x, 1, 3);
  x = nibbles_swap_index_bits(x, 1, 5);
  x = nibbles_swap_index_bits(x, 0, 2);
  return nibbles_swap_index_bits(x, 0, 4);
}

#endif
