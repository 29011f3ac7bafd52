/*
 * mlkem/arith-ref.h: arithmetic in R_q = Z_3329[X]/(X^256 + 1) and its NTT, portable reference.
 * Specified in FIPS 203 (2024), section 4.3: NTT (Algorithm 9), NTT^-1 (Algorithm 10),
 * MultiplyNTTs and BaseCaseMultiply (Algorithms 11, 12), zeta = 17.
 * Every coefficient is kept fully reduced, in [0, q), so each step reads like the standard.
 * Constant time: every reduction is one exact division by q done as a multiplication and a
 * shift (mlkem_divq), with no branch, no mask and no division instruction (compilers emit
 * "div" for "/ q" at -Os, and its timing depends on the operand).
 * Public domain (CC0).
 */
#ifndef MLKEM_ARITH_REF_H
#define MLKEM_ARITH_REF_H

#include <stdint.h>
#include "mlkem/params.h"

typedef struct {
  uint16_t c[MLKEM_N];
} mlkem_poly;

/* floor(x / q) for 0 <= x < 2^25, as a multiplication: with M = ceil(2^36 / q) the error
   x (M - 2^36/q) / 2^36 stays below 2^-12 < 1/q, too small to reach the next multiple of q */
static inline uint32_t mlkem_divq(uint32_t x)
{
  return (uint32_t) (((uint64_t) x * 20642679) >> 36);
}

/* x mod q for 0 <= x < 2^25 (every sum and product below stays under 2q^2 < 2^25) */
static inline uint16_t mlkem_reduce(uint32_t x)
{
  return (uint16_t) (x - mlkem_divq(x) * MLKEM_Q);
}

static inline uint16_t mlkem_add(uint16_t a, uint16_t b)
{
  return mlkem_reduce((uint32_t) a + b);
}

static inline uint16_t mlkem_sub(uint16_t a, uint16_t b)
{
  return mlkem_reduce((uint32_t) a + MLKEM_Q - b);
}

static inline uint16_t mlkem_mul(uint16_t a, uint16_t b)
{
  return mlkem_reduce((uint32_t) a * b);
}

/* zeta^BitRev7(i) mod q, i = 0..127 (FIPS 203 Appendix A); entry 64 + i is also the gamma of
   BaseCaseMultiply for coefficient pair 2i, and q minus it the gamma of pair 2i + 1 */
static const uint16_t mlkem_zetas[128] = {
     1, 1729, 2580, 3289, 2642,  630, 1897,  848, 1062, 1919,  193,  797, 2786, 3260,  569, 1746,
   296, 2447, 1339, 1476, 3046,   56, 2240, 1333, 1426, 2094,  535, 2882, 2393, 2879, 1974,  821,
   289,  331, 3253, 1756, 1197, 2304, 2277, 2055,  650, 1977, 2513,  632, 2865,   33, 1320, 1915,
  2319, 1435,  807,  452, 1438, 2868, 1534, 2402, 2647, 2617, 1481,  648, 2474, 3110, 1227,  910,
    17, 2761,  583, 2649, 1637,  723, 2288, 1100, 1409, 2662, 3281,  233,  756, 2156, 3015, 3050,
  1703, 1651, 2789, 1789, 1847,  952, 1461, 2687,  939, 2308, 2437, 2388,  733, 2337,  268,  641,
  1584, 2298, 2037, 3220,  375, 2549, 2090, 1645, 1063,  319, 2773,  757, 2099,  561, 2466, 2594,
  2804, 1092,  403, 1026, 1143, 2150, 2775,  886, 1722, 1212, 1874, 1029, 2110, 2935,  885, 2154
};

/* Algorithm 9, in place */
static void mlkem_ntt(mlkem_poly *f)
{
  unsigned len, start, j, i = 1;
  for (len = 128; len >= 2; len /= 2)
    for (start = 0; start < MLKEM_N; start += 2 * len) {
      uint16_t zeta = mlkem_zetas[i++];
      for (j = start; j < start + len; ++j) {
        uint16_t t = mlkem_mul(zeta, f->c[j + len]);
        f->c[j + len] = mlkem_sub(f->c[j], t);
        f->c[j] = mlkem_add(f->c[j], t);
      }
    }
}

/* Algorithm 10, in place; 3303 = 128^-1 mod q */
static void mlkem_invntt(mlkem_poly *f)
{
  unsigned len, start, j, i = 127;
  for (len = 2; len <= 128; len *= 2)
    for (start = 0; start < MLKEM_N; start += 2 * len) {
      uint16_t zeta = mlkem_zetas[i--];
      for (j = start; j < start + len; ++j) {
        uint16_t t = f->c[j];
        f->c[j] = mlkem_add(t, f->c[j + len]);
        f->c[j + len] = mlkem_mul(zeta, mlkem_sub(f->c[j + len], t));
      }
    }
  for (j = 0; j < MLKEM_N; ++j) f->c[j] = mlkem_mul(f->c[j], 3303);
}

/* Algorithm 12 for the pair at c[2i], c[2i+1]: (a0 + a1 X)(b0 + b1 X) mod X^2 - gamma */
static inline void mlkem_basemul(uint16_t r[2], const uint16_t a[2], const uint16_t b[2], uint16_t gamma)
{
  uint32_t a1b1 = mlkem_mul(a[1], b[1]);
  r[0] = mlkem_reduce((uint32_t) a[0] * b[0] + a1b1 * gamma);
  r[1] = mlkem_reduce((uint32_t) a[0] * b[1] + (uint32_t) a[1] * b[0]);
}

/* r = r + a * b in the NTT domain (Algorithm 11 followed by an addition) */
static void mlkem_multiply_add(mlkem_poly *r, const mlkem_poly *a, const mlkem_poly *b)
{
  uint16_t t[2];
  unsigned i;
  for (i = 0; i < MLKEM_N / 4; ++i) {
    uint16_t gamma = mlkem_zetas[64 + i];
    mlkem_basemul(t, a->c + 4 * i, b->c + 4 * i, gamma);
    r->c[4 * i] = mlkem_add(r->c[4 * i], t[0]);
    r->c[4 * i + 1] = mlkem_add(r->c[4 * i + 1], t[1]);
    mlkem_basemul(t, a->c + 4 * i + 2, b->c + 4 * i + 2, (uint16_t) (MLKEM_Q - gamma));
    r->c[4 * i + 2] = mlkem_add(r->c[4 * i + 2], t[0]);
    r->c[4 * i + 3] = mlkem_add(r->c[4 * i + 3], t[1]);
  }
}

static void mlkem_poly_add(mlkem_poly *r, const mlkem_poly *a)
{
  unsigned i;
  for (i = 0; i < MLKEM_N; ++i) r->c[i] = mlkem_add(r->c[i], a->c[i]);
}

static void mlkem_poly_sub(mlkem_poly *r, const mlkem_poly *a)
{
  unsigned i;
  for (i = 0; i < MLKEM_N; ++i) r->c[i] = mlkem_sub(r->c[i], a->c[i]);
}

static void mlkem_poly_zero(mlkem_poly *r)
{
  unsigned i;
  for (i = 0; i < MLKEM_N; ++i) r->c[i] = 0;
}

#endif
