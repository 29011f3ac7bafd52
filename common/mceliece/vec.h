/*
 * mceliece/vec.h: 64 field elements at once, bitsliced: a vector v[0..m) holds in bit b of
 * v[k] the bit k of element b. Used where the same arithmetic runs over the whole support:
 * evaluating g and the error locator at every L_i, 1/g(L_i)^2, the powers L_i^j of the
 * syndrome, the rows of the parity-check matrix. Straight-line code on words: constant time.
 * Public domain (CC0).
 */
#ifndef MCELIECE_VEC_H
#define MCELIECE_VEC_H

#include <stdint.h>
#include "mceliece/gf.h"

#define MC_GROUPS ((MCELIECE_N + 63) / 64)          /* the support in groups of 64 */

typedef uint64_t mc_vec[MCELIECE_M];

/* h = f * g, 64 products; z^m reduced by the field polynomial (its terms below z^m) */
MC_INLINE void mc_vec_mul(mc_vec h, const mc_vec f, const mc_vec g)
{
  uint64_t p[2 * MCELIECE_M - 1] = { 0 };
  int i, j;
  for (i = 0; i < MCELIECE_M; ++i)
    for (j = 0; j < MCELIECE_M; ++j) p[i + j] ^= f[i] & g[j];
  MC_REDUCE(p);
  for (i = 0; i < MCELIECE_M; ++i) h[i] = p[i];
}

/* v = the constant a in all 64 places */
static inline void mc_vec_const(mc_vec v, gf a)
{
  int k;
  for (k = 0; k < MCELIECE_M; ++k) v[k] = 0 - (uint64_t) (a >> k & 1);
}

/* v = f(x) for a polynomial f of degree t (coefficients f[0..t]), by Horner */
static inline void mc_vec_eval(mc_vec v, const gf *f, const mc_vec x)
{
  mc_vec c;
  int i, k;
  mc_vec_const(v, f[MCELIECE_T]);
  for (i = MCELIECE_T - 1; i >= 0; --i) {
    mc_vec_mul(v, v, x);
    mc_vec_const(c, f[i]);
    for (k = 0; k < MCELIECE_M; ++k) v[k] ^= c[k];
  }
}

/* v = a^(2^m - 2): the inverses (0 for 0) */
static inline void mc_vec_inv(mc_vec v, const mc_vec a)
{
  mc_vec r;
  int i;
  for (i = 0; i < MCELIECE_M; ++i) r[i] = a[i];
  for (i = 0; i < MCELIECE_M - 2; ++i) {            /* a^(2^(i+2) - 1) */
    mc_vec_mul(r, r, r);
    mc_vec_mul(r, r, a);
  }
  mc_vec_mul(v, r, r);
}

/* the 64 elements x[64 g ..] (positions past n are 0) as a vector */
static inline void mc_vec_load(mc_vec v, const gf *x, int group)
{
  int b, k;
  for (k = 0; k < MCELIECE_M; ++k) v[k] = 0;
  for (b = 0; b < 64 && 64 * group + b < MCELIECE_N; ++b)
    for (k = 0; k < MCELIECE_M; ++k) v[k] |= (uint64_t) (x[64 * group + b] >> k & 1) << b;
}

#endif
