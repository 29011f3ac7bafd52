/*
 * mceliece/keygen.h: the two random objects of key generation (round-4 specification,
 * sections 2.4 and 4.1-4.3): the Goppa polynomial g as the minimal polynomial of a random
 * element of GF(2^mt) (Irreducible), and the support as the order of a sort of random 32-bit
 * values (FieldOrdering). Each returns -1 when the specification says to try again.
 * Rejections are published through crypto_declassify (they only tell that a candidate was
 * discarded, as in the specification); nothing else branches on secret data.
 * Public domain (CC0).
 */
#ifndef MCELIECE_KEYGEN_H
#define MCELIECE_KEYGEN_H

#include <stdint.h>
#include "crypto_declassify.h"
#include "crypto_uint16.h"
#include "crypto_uint64.h"
#include "sort/int64.h"
#include "mceliece/gf.h"

/* g = the minimal polynomial of f (monic, degree t, g[t] = 1 implied): the coefficients that
   make f^t a combination of 1, f, ..., f^(t-1), by Gauss-Jordan on the columns f^j */
static int mc_goppa_polynomial(gf g[MCELIECE_T], const gf f[MCELIECE_T])
{
  gf m[MCELIECE_T + 1][MCELIECE_T], mask, inv, factor;   /* m[j] = f^j */
  crypto_uint16 singular;
  int i, j, k, col;

  for (i = 0; i < MCELIECE_T; ++i) { m[0][i] = 0; m[1][i] = f[i]; }
  m[0][0] = 1;
  for (j = 2; j <= MCELIECE_T; ++j) gf_ext_mul(m[j], m[j - 1], f);
  for (j = 0; j < MCELIECE_T; ++j) {                 /* row j: coefficient of y^j */
    for (k = j + 1; k < MCELIECE_T; ++k) {           /* a nonzero pivot from a row below */
      mask = crypto_uint16_zero_mask(m[j][j]);
      for (col = j; col <= MCELIECE_T; ++col) m[col][j] ^= m[col][k] & mask;
    }
    singular = crypto_uint16_zero_mask(m[j][j]);
    crypto_declassify(&singular, sizeof singular);
    if (singular) return -1;                         /* degree < t: not irreducible */
    inv = gf_inv(m[j][j]);
    for (col = j; col <= MCELIECE_T; ++col) m[col][j] = gf_mul(m[col][j], inv);
    for (k = 0; k < MCELIECE_T; ++k) {
      if (k == j) continue;
      factor = m[j][k];
      for (col = j; col <= MCELIECE_T; ++col) m[col][k] ^= gf_mul(m[col][j], factor);
    }
  }
  for (i = 0; i < MCELIECE_T; ++i) g[i] = m[MCELIECE_T][i];
  return 0;
}

/* pi: the permutation that sorts the 2^m values a[]; -1 if two are equal */
static int mc_field_ordering(int16_t pi[MC_Q], const uint32_t a[MC_Q])
{
  int64_t v[MC_Q];
  crypto_uint64 equal = 0;
  long long i;
  for (i = 0; i < MC_Q; ++i) v[i] = (int64_t) a[i] << 31 | i;
  sort_int64(v, MC_Q);
  for (i = 1; i < MC_Q; ++i) equal |= crypto_uint64_equal_mask((uint64_t) v[i - 1] >> 31, (uint64_t) v[i] >> 31);
  crypto_declassify(&equal, sizeof equal);
  if (equal) return -1;
  for (i = 0; i < MC_Q; ++i) pi[i] = (int16_t) (v[i] & MC_GFMASK);
  return 0;
}

#endif
