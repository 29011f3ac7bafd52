/*
 * keccak/interleave.h: the bit-interleaved lane layout of Keccak code for 32-bit machines (the
 * Keccak team's "32BI"), in which a 64-bit lane is kept as two 32-bit words: its even-numbered
 * bits, then its odd-numbered bits. SUPERCOP's crypto_core_keccakf160032bits permutes a state
 * held that way (50 words, two per lane); include/crypto_core_keccakf160032bits.h converts it
 * to plain lanes, permutes, and converts back.
 * Constant time: fixed shifts and masks only. Public domain (CC0).
 */
#ifndef KECCAK_INTERLEAVE_H
#define KECCAK_INTERLEAVE_H

#include <stdint.h>

/* bits 0, 2, 4, ..., 62 of v, packed into bits 0..31 */
static inline uint32_t keccak_even_bits(uint64_t v)
{
  v &= 0x5555555555555555ULL;
  v = (v | v >> 1) & 0x3333333333333333ULL;
  v = (v | v >> 2) & 0x0f0f0f0f0f0f0f0fULL;
  v = (v | v >> 4) & 0x00ff00ff00ff00ffULL;
  v = (v | v >> 8) & 0x0000ffff0000ffffULL;
  v = (v | v >> 16) & 0x00000000ffffffffULL;
  return (uint32_t) v;
}

/* the inverse spread: bit i of x to bit 2i */
static inline uint64_t keccak_spread_bits(uint32_t x)
{
  uint64_t v = x;
  v = (v | v << 16) & 0x0000ffff0000ffffULL;
  v = (v | v << 8) & 0x00ff00ff00ff00ffULL;
  v = (v | v << 4) & 0x0f0f0f0f0f0f0f0fULL;
  v = (v | v << 2) & 0x3333333333333333ULL;
  v = (v | v << 1) & 0x5555555555555555ULL;
  return v;
}

/* lane -> w[0] even bits, w[1] odd bits; and back */
static inline void keccak_interleave(uint32_t w[2], uint64_t lane)
{
  w[0] = keccak_even_bits(lane);
  w[1] = keccak_even_bits(lane >> 1);
}

static inline uint64_t keccak_deinterleave(const uint32_t w[2])
{
  return keccak_spread_bits(w[0]) | keccak_spread_bits(w[1]) << 1;
}

#endif
