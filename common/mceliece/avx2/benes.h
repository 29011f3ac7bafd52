/*
 * mceliece/avx2/benes.h: the Benes network of mceliece/benes.h applied to a vector of 2^m
 * bits, 64 positions per word, rather than to 2^m integers: how decryption moves the
 * received word to the FFT's point order and the error back to the support's order.
 * Layer i swaps positions x and x + 2^s (s = i for i < m, 2m - 2 - i after) where its
 * control bit says so; the control bits of a word's pairs are consecutive in the key:
 *   s >= 6: words w and w + 2^(s-6) swap under 64 control bits (4 words at once from s = 8);
 *   s < 6: inside a word, under 32 control bits spread to the positions with bit s clear
 *   (4 words at once).
 * Masks and XORs only: constant time.
 * Public domain (CC0).
 */
#ifndef MCELIECE_AVX2_BENES_H
#define MCELIECE_AVX2_BENES_H

#include <stdint.h>
#include "compiler/bytes.h"
#include "mceliece/params.h"
#include "mceliece/avx2/v4.h"

#define MC_BITWORDS (MC_Q / 64)

static inline uint64_t mc_load_le(const unsigned char *x, int bytes)
{
  uint64_t r = 0;
  int i;
  for (i = 0; i < bytes; ++i) r |= (uint64_t) x[i] << 8 * i;
  return r;
}

/* 32 bits (in each 64-bit lane) to the 32 positions of a word whose bit s is clear: runs of
   2^s, gaps of 2^s */
static inline void mc_spread(v4 *c, int s)
{
  static const uint64_t mask[5] = {
    UINT64_C(0x5555555555555555), UINT64_C(0x3333333333333333), UINT64_C(0x0f0f0f0f0f0f0f0f),
    UINT64_C(0x00ff00ff00ff00ff), UINT64_C(0x0000ffff0000ffff)
  };
  int v;
  for (v = 4; v >= s; --v) *c = (*c | *c << (1 << v)) & mask[v];
}

/* one layer: c is the layer's control bits (2^(m-1)) */
static void mc_benes_layer(uint64_t r[MC_BITWORDS], const unsigned char *c, int s)
{
  int w, j;
  if (s >= 8) {                                      /* words w .. w+3 with w + 2^(s-6) .. */
    int d = 1 << (s - 6);
    for (j = 0, w = 0; w < MC_BITWORDS; w += 4) {
      v4 a, b, x, cond;
      if (w & d) continue;                           /* public: the pair's upper half */
      a = v4_load(r + w);
      b = v4_load(r + w + d);
      cond = (v4) { bytes_load_le64(c + 8 * j), bytes_load_le64(c + 8 * j + 8), bytes_load_le64(c + 8 * j + 16),
                    bytes_load_le64(c + 8 * j + 24) };
      x = (a ^ b) & cond;
      a ^= x;
      b ^= x;
      memcpy(r + w, &a, sizeof a);
      memcpy(r + w + d, &b, sizeof b);
      j += 4;
    }
  } else if (s >= 6) {
    int d = 1 << (s - 6);
    for (j = 0, w = 0; w < MC_BITWORDS; ++w) {
      uint64_t x;
      if (w & d) continue;
      x = (r[w] ^ r[w + d]) & bytes_load_le64(c + 8 * j++);
      r[w] ^= x;
      r[w + d] ^= x;
    }
  } else {
    for (w = 0; w < MC_BITWORDS; w += 4) {           /* 4 words at once */
      v4 a = v4_load(r + w), x;
      v4 cond = { bytes_load_le32(c + 4 * w), bytes_load_le32(c + 4 * w + 4), bytes_load_le32(c + 4 * w + 8),
                  bytes_load_le32(c + 4 * w + 12) };
      mc_spread(&cond, s);
      x = (a ^ a >> (1 << s)) & cond;
      a ^= x ^ x << (1 << s);
      memcpy(r + w, &a, sizeof a);
    }
  }
}

/* forward (layers 0 .. 2m-2: afterwards bit x is the old bit pi(x), as mc_benes does), or
   the inverse (the layers in reverse order: bit pi(x) is the old bit x) */
static void mc_benes_bits(uint64_t r[MC_BITWORDS], const unsigned char cond[MC_CONDBYTES], int inverse)
{
  int i, layer;
  for (i = 0; i < 2 * MCELIECE_M - 1; ++i) {
    layer = inverse ? 2 * MCELIECE_M - 2 - i : i;
    mc_benes_layer(r, cond + layer * (MC_Q / 16), layer < MCELIECE_M ? layer : 2 * MCELIECE_M - 2 - layer);
  }
}

#endif
