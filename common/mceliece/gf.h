/*
 * mceliece/gf.h: the field GF(2^m) (z^12 + z^3 + 1 or z^13 + z^4 + z^3 + z + 1) and the
 * extension GF(2^mt) = GF(2^m)[y]/F(y). Elements are polynomials in z held in the low m bits
 * of a uint16_t. Every function is straight-line code: no branch or index on the values.
 * Specified in the round-4 specification, sections 2.2 (the fields) and 7 (F per set).
 * Public domain (CC0).
 */
#ifndef MCELIECE_GF_H
#define MCELIECE_GF_H

#include <stdint.h>
#include "mceliece/params.h"

typedef uint16_t gf;

/* a * b before reduction: degree <= 2m - 2 */
MC_INLINE uint32_t gf_clmul(gf a, gf b)
{
  uint32_t r = 0, x = a;
  int i;
  for (i = 0; i < MCELIECE_M; ++i) r ^= (x << i) & (0 - (uint32_t) (b >> i & 1));
  return r;
}

/* r (degree <= 2m - 2) modulo the field polynomial */
MC_INLINE gf gf_reduce(uint32_t r)
{
  r = (r & MC_GFMASK) ^ MC_GF_FOLD(r >> MCELIECE_M);   /* degree <= 2m-2 -> < m+3 */
  r = (r & MC_GFMASK) ^ MC_GF_FOLD(r >> MCELIECE_M);   /* -> < m */
  return (gf) r;
}

MC_INLINE gf gf_mul(gf a, gf b)
{
  return gf_reduce(gf_clmul(a, b));
}

/* a^(2^m - 2): the inverse of a nonzero a, and 0 for 0 */
MC_INLINE gf gf_inv(gf a)
{
  gf r = a;
  int i;
  for (i = 0; i < MCELIECE_M - 2; ++i) r = gf_mul(gf_mul(r, r), a);  /* a^(2^(i+2) - 1) */
  return gf_mul(r, r);
}

/* the bits of a in reverse order (m bits): the field element at support position a */
static inline gf gf_bitrev(gf a)
{
  a = (gf) ((a & 0x00FF) << 8 | (a & 0xFF00) >> 8);
  a = (gf) ((a & 0x0F0F) << 4 | (a & 0xF0F0) >> 4);
  a = (gf) ((a & 0x3333) << 2 | (a & 0xCCCC) >> 2);
  a = (gf) ((a & 0x5555) << 1 | (a & 0xAAAA) >> 1);
  return (gf) (a >> (16 - MCELIECE_M));
}

/* f(a) for a polynomial of degree t with coefficients f[0..t] */
static inline gf gf_eval(const gf *f, gf a)
{
  gf r = f[MCELIECE_T];
  int i;
  for (i = MCELIECE_T - 1; i >= 0; --i) r = gf_mul(r, a) ^ f[i];
  return r;
}

/* out = a * b in GF(2^mt): polynomials of degree < t in y, reduced modulo F(y). The t^2
   products are taken two at a time, b[j] and b[j + 1] in the two halves of a 64-bit word
   (a product has at most 2m - 1 < 32 bits), and each sum is reduced once, at the end. */
static void gf_ext_mul(gf *out, const gf *a, const gf *b)
{
  static const struct { int degree; gf coefficient; } tail[] = MCELIECE_FTAIL;
  enum { PAIRS = (MCELIECE_T + 1) / 2 };
  uint64_t pair[PAIRS], sum, bit;
  uint32_t wide[2 * PAIRS + MCELIECE_T] = { 0 };
  gf prod[2 * MCELIECE_T - 1];
  int i, j, k;
  for (j = 0; j < PAIRS; ++j)
    pair[j] = b[2 * j] | (2 * j + 1 < MCELIECE_T ? (uint64_t) b[2 * j + 1] << 32 : 0);
  for (i = 0; i < MCELIECE_T; ++i)
    for (j = 0; j < PAIRS; ++j) {
      for (sum = 0, k = 0; k < MCELIECE_M; ++k) {
        bit = 0 - (uint64_t) (a[i] >> k & 1);
        sum ^= (pair[j] << k) & bit;
      }
      wide[i + 2 * j] ^= (uint32_t) sum;
      wide[i + 2 * j + 1] ^= (uint32_t) (sum >> 32);
    }
  for (i = 0; i < 2 * MCELIECE_T - 1; ++i) prod[i] = gf_reduce(wide[i]);
  for (i = 2 * MCELIECE_T - 2; i >= MCELIECE_T; --i)   /* y^t = F(y) - y^t */
    for (j = 0; j < (int) (sizeof tail / sizeof tail[0]); ++j)
      prod[i - MCELIECE_T + tail[j].degree] ^= gf_mul(prod[i], tail[j].coefficient);
  for (i = 0; i < MCELIECE_T; ++i) out[i] = prod[i];
}

static inline gf mc_load_gf(const unsigned char *x)
{
  return (gf) ((x[0] | x[1] << 8) & MC_GFMASK);
}

static inline void mc_store_gf(unsigned char *x, gf a)
{
  x[0] = (unsigned char) a;
  x[1] = (unsigned char) (a >> 8);
}

#endif
