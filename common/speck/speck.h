/*
 * speck/speck.h: the Speck block ciphers with 32-bit words (Speck64/96, Speck64/128) and
 * 64-bit words (Speck128/128, /192, /256), portable C, one block at a time.
 * Specified in R. Beaulieu, D. Shors, J. Smith, S. Treatman-Clark, B. Weeks, L. Wingers,
 * "The Simon and Speck Families of Lightweight Block Ciphers" (ePrint 2013/404), section 4.
 * A block is the word pair (x, y), x the high word; the key is m little-endian words
 * K[0..m-1] of the key bytes, K[0] = k_0 and K[1..m-1] = l_0..l_{m-2} of the paper (SUPERCOP's
 * convention). Rotations by 8 and 3 for both word sizes. Constant time: only additions,
 * rotations by constants and xors.
 * Public domain (CC0).
 */
#ifndef SPECK_SPECK_H
#define SPECK_SPECK_H

#include <stdint.h>
#include "compiler/bytes.h"

#define SPECK_MAXROUNDS 34
#define SPECK_ROTR32(v, r) ((uint32_t) ((v) >> (r) | (v) << (32 - (r))))
#define SPECK_ROTL32(v, r) ((uint32_t) ((v) << (r) | (v) >> (32 - (r))))
#define SPECK_ROTR64(v, r) ((uint64_t) ((v) >> (r) | (v) << (64 - (r))))
#define SPECK_ROTL64(v, r) ((uint64_t) ((v) << (r) | (v) >> (64 - (r))))

/* The round: x = (S^-8 x + y) ^ k; y = S^3 y ^ x. The key schedule uses it too. */
#define SPECK64_ROUND(x, y, k) \
  ((x) = (SPECK_ROTR32(x, 8) + (y)) ^ (k), (y) = SPECK_ROTL32(y, 3) ^ (x))
#define SPECK128_ROUND(x, y, k) \
  ((x) = (SPECK_ROTR64(x, 8) + (y)) ^ (k), (y) = SPECK_ROTL64(y, 3) ^ (x))

/* rk[0..rounds) from the m-word key (2 <= m <= 4): l_{i+m-1} = (k_i + S^-8 l_i) ^ i and
   k_{i+1} = S^3 k_i ^ l_{i+m-1}, the round function with i as its key; l is a ring of m-1. */
static inline void speck64_expand(uint32_t *rk, const unsigned char *key, int m, int rounds)
{
  uint32_t l[3], k = bytes_load_le32(key);
  int i;
  for (i = 0; i < m - 1; ++i) l[i] = bytes_load_le32(key + 4 + 4 * i);
  for (i = 0; i < rounds; ++i) {
    rk[i] = k;
    SPECK64_ROUND(l[i % (m - 1)], k, (uint32_t) i);
  }
}

static inline void speck128_expand(uint64_t *rk, const unsigned char *key, int m, int rounds)
{
  uint64_t l[3], k = bytes_load_le64(key);
  int i;
  for (i = 0; i < m - 1; ++i) l[i] = bytes_load_le64(key + 8 + 8 * i);
  for (i = 0; i < rounds; ++i) {
    rk[i] = k;
    SPECK128_ROUND(l[i % (m - 1)], k, (uint64_t) i);
  }
}

static inline void speck64_encrypt(uint32_t *x, uint32_t *y, const uint32_t *rk, int rounds)
{
  uint32_t a = *x, b = *y;
  int i;
  for (i = 0; i < rounds; ++i) SPECK64_ROUND(a, b, rk[i]);
  *x = a;
  *y = b;
}

static inline void speck128_encrypt(uint64_t *x, uint64_t *y, const uint64_t *rk, int rounds)
{
  uint64_t a = *x, b = *y;
  int i;
  for (i = 0; i < rounds; ++i) SPECK128_ROUND(a, b, rk[i]);
  *x = a;
  *y = b;
}

#endif
