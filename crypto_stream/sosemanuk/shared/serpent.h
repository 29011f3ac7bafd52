/*
 * sosemanuk/shared/serpent.h: the Serpent pieces Sosemanuk uses (R. Anderson, E. Biham,
 * L. Knudsen, "Serpent: A Proposal for the AES", 1998, bitslice description): the eight
 * S-boxes, the linear transform, the key schedule cut to the 25 subkeys of Serpent24, and
 * Serpent24 itself with the values Sosemanuk takes after rounds 12, 18 and 24
 * (C. Berbain et al., "SOSEMANUK", eSTREAM 2005, sections 3.1 and 3.2).
 * The S-boxes work on 32 nibbles at once (bit i of x0..x3 is nibble i, x0 its low bit) and
 * are evaluated from their tables through their algebraic normal forms, which the
 * preprocessor derives: constant time, no table lookup at run time.
 * Public domain (CC0).
 */
#ifndef SOSEMANUK_SERPENT_H
#define SOSEMANUK_SERPENT_H

#include <stdint.h>
#include "compiler/bytes.h"

/* The S-boxes as lists of their 16 outputs. */
#define SERPENT_S0 3, 8, 15, 1, 10, 6, 5, 11, 14, 13, 4, 2, 7, 0, 9, 12
#define SERPENT_S1 15, 12, 2, 7, 9, 0, 5, 10, 1, 11, 14, 8, 6, 13, 3, 4
#define SERPENT_S2 8, 6, 7, 9, 3, 12, 10, 15, 13, 1, 14, 4, 0, 11, 5, 2
#define SERPENT_S3 0, 15, 11, 8, 12, 9, 6, 3, 13, 1, 2, 4, 10, 7, 5, 14
#define SERPENT_S4 1, 15, 8, 3, 12, 0, 11, 6, 2, 5, 4, 10, 9, 14, 7, 13
#define SERPENT_S5 15, 5, 2, 11, 4, 10, 9, 12, 0, 3, 14, 8, 13, 6, 7, 1
#define SERPENT_S6 7, 2, 12, 5, 8, 4, 6, 11, 14, 9, 1, 15, 13, 3, 10, 0
#define SERPENT_S7 1, 13, 15, 0, 14, 8, 2, 11, 7, 4, 12, 10, 9, 3, 5, 6

#define SERPENT_ROTL(x, n) ((uint32_t) ((x) << (n) | (x) >> (32 - (n))))

/*
 * Output bit j of an S-box as a polynomial over GF(2) in the input bits (its algebraic
 * normal form): the coefficient of the monomial prod_{i in u} x_i is the XOR of bit j of
 * S[v] over all v within u. Both are constant expressions of the table, so the compiler
 * keeps only the monomials that occur (about 8 products and 7 XORs per output bit).
 */
#define SERPENT_IN(v, u) (((v) & ~(u)) == 0)
#define SERPENT_ANF_(j, u, t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15) \
  (((t0 >> j & 1) & SERPENT_IN(0, u)) ^ ((t1 >> j & 1) & SERPENT_IN(1, u)) ^                  \
   ((t2 >> j & 1) & SERPENT_IN(2, u)) ^ ((t3 >> j & 1) & SERPENT_IN(3, u)) ^                  \
   ((t4 >> j & 1) & SERPENT_IN(4, u)) ^ ((t5 >> j & 1) & SERPENT_IN(5, u)) ^                  \
   ((t6 >> j & 1) & SERPENT_IN(6, u)) ^ ((t7 >> j & 1) & SERPENT_IN(7, u)) ^                  \
   ((t8 >> j & 1) & SERPENT_IN(8, u)) ^ ((t9 >> j & 1) & SERPENT_IN(9, u)) ^                  \
   ((t10 >> j & 1) & SERPENT_IN(10, u)) ^ ((t11 >> j & 1) & SERPENT_IN(11, u)) ^              \
   ((t12 >> j & 1) & SERPENT_IN(12, u)) ^ ((t13 >> j & 1) & SERPENT_IN(13, u)) ^              \
   ((t14 >> j & 1) & SERPENT_IN(14, u)) ^ ((t15 >> j & 1) & SERPENT_IN(15, u)))
#define SERPENT_ANF(j, u, S) SERPENT_ANF_(j, u, S)
#define SERPENT_TERM(j, u, n) (SERPENT_ANF(j, u, SERPENT_S##n) ? p[u] : 0)
#define SERPENT_BIT(j, n)                                                                 \
  (SERPENT_TERM(j, 0, n) ^ SERPENT_TERM(j, 1, n) ^ SERPENT_TERM(j, 2, n) ^                \
   SERPENT_TERM(j, 3, n) ^ SERPENT_TERM(j, 4, n) ^ SERPENT_TERM(j, 5, n) ^                \
   SERPENT_TERM(j, 6, n) ^ SERPENT_TERM(j, 7, n) ^ SERPENT_TERM(j, 8, n) ^                \
   SERPENT_TERM(j, 9, n) ^ SERPENT_TERM(j, 10, n) ^ SERPENT_TERM(j, 11, n) ^              \
   SERPENT_TERM(j, 12, n) ^ SERPENT_TERM(j, 13, n) ^ SERPENT_TERM(j, 14, n) ^             \
   SERPENT_TERM(j, 15, n))

/* x = S_n(x) on 32 nibbles (n a literal 0..7); p[u] is the product of the x_i for the bits i
   of u. The S-box goes by number so that its list of values is expanded only at the end. */
#define SERPENT_SBOX(x, n)                                                                \
  do {                                                                                    \
    uint32_t p[16];                                                                       \
    p[0] = ~(uint32_t) 0; p[1] = x[0]; p[2] = x[1]; p[4] = x[2]; p[8] = x[3];             \
    p[3] = p[1] & p[2]; p[5] = p[1] & p[4]; p[6] = p[2] & p[4]; p[7] = p[3] & p[4];       \
    p[9] = p[1] & p[8]; p[10] = p[2] & p[8]; p[11] = p[3] & p[8]; p[12] = p[4] & p[8];   \
    p[13] = p[5] & p[8]; p[14] = p[6] & p[8]; p[15] = p[7] & p[8];                        \
    x[0] = SERPENT_BIT(0, n); x[1] = SERPENT_BIT(1, n);                                   \
    x[2] = SERPENT_BIT(2, n); x[3] = SERPENT_BIT(3, n);                                   \
  } while (0)

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

/* The Serpent key schedule for a 256-bit key, 25 subkeys: w_i from the recurrence, then
   subkey j = S_{(3 - j) mod 8}(w_4j .. w_4j+3), the S-box numbers written out so that each is
   a constant. */
static void serpent24_schedule(uint32_t sk[100], const unsigned char key[32])
{
  uint32_t w[108], *k = w + 8;
  int i;
  for (i = 0; i < 8; ++i) w[i] = bytes_load_le32(key + 4 * i);
  for (i = 8; i < 108; ++i) {
    uint32_t t = w[i - 8] ^ w[i - 5] ^ w[i - 3] ^ w[i - 1] ^ 0x9E3779B9 ^ (uint32_t) (i - 8);
    w[i] = SERPENT_ROTL(t, 11);
  }
  for (i = 0; i < 3; ++i, k += 32) {
    SERPENT_SBOX(k, 3); SERPENT_SBOX((k + 4), 2); SERPENT_SBOX((k + 8), 1); SERPENT_SBOX((k + 12), 0);
    SERPENT_SBOX((k + 16), 7); SERPENT_SBOX((k + 20), 6); SERPENT_SBOX((k + 24), 5); SERPENT_SBOX((k + 28), 4);
  }
  SERPENT_SBOX(k, 3);
  for (i = 0; i < 100; ++i) sk[i] = w[8 + i];
}

/* Round r of Serpent24: subkey r, S-box r mod 8 (given as the literal n), linear transform. */
#define SERPENT_ROUND(x, sk, r, n)                                                        \
  do {                                                                                    \
    x[0] ^= sk[4 * (r)]; x[1] ^= sk[4 * (r) + 1];                                          \
    x[2] ^= sk[4 * (r) + 2]; x[3] ^= sk[4 * (r) + 3];                                      \
    SERPENT_SBOX(x, n);                                                                   \
    serpent_lt(x);                                                                        \
  } while (0)

/* Serpent24 on x; out12 and out18 receive the state after rounds 12 and 18. The last round
   keeps its linear transform and adds subkey 24, as Sosemanuk specifies. */
static void serpent24(uint32_t x[4], uint32_t out12[4], uint32_t out18[4], const uint32_t sk[100])
{
  int j;
  SERPENT_ROUND(x, sk, 0, 0); SERPENT_ROUND(x, sk, 1, 1); SERPENT_ROUND(x, sk, 2, 2);
  SERPENT_ROUND(x, sk, 3, 3); SERPENT_ROUND(x, sk, 4, 4); SERPENT_ROUND(x, sk, 5, 5);
  SERPENT_ROUND(x, sk, 6, 6); SERPENT_ROUND(x, sk, 7, 7); SERPENT_ROUND(x, sk, 8, 0);
  SERPENT_ROUND(x, sk, 9, 1); SERPENT_ROUND(x, sk, 10, 2); SERPENT_ROUND(x, sk, 11, 3);
  for (j = 0; j < 4; ++j) out12[j] = x[j];
  SERPENT_ROUND(x, sk, 12, 4); SERPENT_ROUND(x, sk, 13, 5); SERPENT_ROUND(x, sk, 14, 6);
  SERPENT_ROUND(x, sk, 15, 7); SERPENT_ROUND(x, sk, 16, 0); SERPENT_ROUND(x, sk, 17, 1);
  for (j = 0; j < 4; ++j) out18[j] = x[j];
  SERPENT_ROUND(x, sk, 18, 2); SERPENT_ROUND(x, sk, 19, 3); SERPENT_ROUND(x, sk, 20, 4);
  SERPENT_ROUND(x, sk, 21, 5); SERPENT_ROUND(x, sk, 22, 6); SERPENT_ROUND(x, sk, 23, 7);
  for (j = 0; j < 4; ++j) x[j] ^= sk[96 + j];
}

#endif
