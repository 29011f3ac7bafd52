/*
 * sosemanuk/shared/serpent.h: the Serpent pieces Sosemanuk uses (R. Anderson, E. Biham,
 * L. Knudsen, "Serpent: A Proposal for the AES", 1998, bitslice description): the eight
 * S-boxes, the linear transform, the key schedule cut to the 25 subkeys of Serpent24, and
 * Serpent24 itself with the values Sosemanuk takes after rounds 12, 18 and 24
 * (C. Berbain et al., "SOSEMANUK", eSTREAM 2005, sections 3.1 and 3.2).
 * The S-boxes are evaluated from their tables as sums of minterms over 32 nibbles at once
 * (bit i of x0..x3 is nibble i, x0 its low bit): constant time, the tables only choose
 * which minterms are XORed, and a compiler folds them into straight-line code.
 * Public domain (CC0).
 */
#ifndef SOSEMANUK_SERPENT_H
#define SOSEMANUK_SERPENT_H

#include <stdint.h>

static const unsigned char serpent_sbox_table[8][16] = {
  { 3, 8, 15, 1, 10, 6, 5, 11, 14, 13, 4, 2, 7, 0, 9, 12 },
  { 15, 12, 2, 7, 9, 0, 5, 10, 1, 11, 14, 8, 6, 13, 3, 4 },
  { 8, 6, 7, 9, 3, 12, 10, 15, 13, 1, 14, 4, 0, 11, 5, 2 },
  { 0, 15, 11, 8, 12, 9, 6, 3, 13, 1, 2, 4, 10, 7, 5, 14 },
  { 1, 15, 8, 3, 12, 0, 11, 6, 2, 5, 4, 10, 9, 14, 7, 13 },
  { 15, 5, 2, 11, 4, 10, 9, 12, 0, 3, 14, 8, 13, 6, 7, 1 },
  { 7, 2, 12, 5, 8, 4, 6, 11, 14, 9, 1, 15, 13, 3, 10, 0 },
  { 1, 13, 15, 0, 14, 8, 2, 11, 7, 4, 12, 10, 9, 3, 5, 6 },
};

#define SERPENT_ROTL(x, n) ((uint32_t) ((x) << (n) | (x) >> (32 - (n))))

/* x = S_box(x) on 32 nibbles. */
static inline void serpent_sbox(uint32_t x[4], int box)
{
  const unsigned char *S = serpent_sbox_table[box];
  uint32_t lo[4], hi[4], y[4] = { 0, 0, 0, 0 }, e;
  int p, j;
  /* minterms of the low and the high bit pair: lo[p] = (x1 x0 == p), hi[p] = (x3 x2 == p) */
  lo[0] = ~x[0] & ~x[1]; lo[1] = x[0] & ~x[1]; lo[2] = ~x[0] & x[1]; lo[3] = x[0] & x[1];
  hi[0] = ~x[2] & ~x[3]; hi[1] = x[2] & ~x[3]; hi[2] = ~x[2] & x[3]; hi[3] = x[2] & x[3];
  for (p = 0; p < 16; ++p) {
    e = lo[p & 3] & hi[p >> 2]; /* the nibbles equal to p */
    for (j = 0; j < 4; ++j) y[j] ^= e & -(uint32_t) ((S[p] >> j) & 1);
  }
  for (j = 0; j < 4; ++j) x[j] = y[j];
}

static inline void serpent_lt(uint32_t x[4])
{
  x[0] = SERPENT_ROTL(x[0], 13);
  x[2] = SERPENT_ROTL(x[2], 3);
  x[1] ^= x[0] ^ x[2];
  x[3] ^= x[2] ^ x[0] << 3;
  x[1] = SERPENT_ROTL(x[1], 1);
  x[3] = SERPENT_ROTL(x[3], 7);
  x[0] ^= x[1] ^ x[3];
  x[2] ^= x[3] ^ x[1] << 7;
  x[0] = SERPENT_ROTL(x[0], 5);
  x[2] = SERPENT_ROTL(x[2], 22);
}

static inline uint32_t serpent_load32(const unsigned char *p)
{
  return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
}

/* The Serpent key schedule for a 256-bit key, 25 subkeys: w_i from the recurrence, then
   subkey j = S_{(3 - j) mod 8}(w_4j .. w_4j+3). */
static void serpent24_schedule(uint32_t sk[100], const unsigned char key[32])
{
  uint32_t w[108];
  int i;
  for (i = 0; i < 8; ++i) w[i] = serpent_load32(key + 4 * i);
  for (i = 8; i < 108; ++i) {
    uint32_t t = w[i - 8] ^ w[i - 5] ^ w[i - 3] ^ w[i - 1] ^ 0x9E3779B9 ^ (uint32_t) (i - 8);
    w[i] = SERPENT_ROTL(t, 11);
  }
  for (i = 0; i < 25; ++i) {
    serpent_sbox(w + 8 + 4 * i, (3 - i) & 7);
  }
  for (i = 0; i < 100; ++i) sk[i] = w[8 + i];
}

/* Serpent24 on x; out12 and out18 receive the state after rounds 12 and 18. The last round
   keeps its linear transform and adds subkey 24, as Sosemanuk specifies. */
static void serpent24(uint32_t x[4], uint32_t out12[4], uint32_t out18[4], const uint32_t sk[100])
{
  int r, j;
  for (r = 0; r < 24; ++r) {
    for (j = 0; j < 4; ++j) x[j] ^= sk[4 * r + j];
    serpent_sbox(x, r & 7);
    serpent_lt(x);
    if (r == 11)
      for (j = 0; j < 4; ++j) out12[j] = x[j];
    if (r == 17)
      for (j = 0; j < 4; ++j) out18[j] = x[j];
  }
  for (j = 0; j < 4; ++j) x[j] ^= sk[96 + j];
}

#endif
