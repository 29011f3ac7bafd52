/*
 * mceliece/row-ops.h: the three row operations of the blocked elimination (mceliece/
 * eliminate.h) in portable C, on 64-bit words; mceliece/avx2/pk.h has them on 256-bit vectors.
 * A strip is nv groups of 4 words (nv <= 4, a constant where inlined). Every addition is
 * masked by a bit of a secret word, never branched on: constant time.
 * Public domain (CC0).
 */
#ifndef MCELIECE_ROW_OPS_H
#define MCELIECE_ROW_OPS_H

#include <stdint.h>
#include "crypto_uint64.h"
#include "mceliece/params.h"

/* dst[0 .. 4nv) ^= src row k & (bit b of sel[k]) for k < count; rows st words apart */
MC_INLINE void mc_add_chosen(uint64_t *dst, const uint64_t *src, long st, const uint64_t *sel, int b,
  int count, const int nv)
{
  uint64_t acc[16], m;
  int i, k;
  for (i = 0; i < 4 * nv; ++i) acc[i] = dst[i];
  for (k = 0; k < count; ++k, src += st) {
    m = crypto_uint64_bitmod_mask(sel[k], b);
    for (i = 0; i < 4 * nv; ++i) acc[i] ^= src[i] & m;
  }
  for (i = 0; i < 4 * nv; ++i) dst[i] = acc[i];
}

/* dst[0 .. 4nv) ^= pivot row j & (bit j of coef) for j < nb; pivot rows st words apart */
MC_INLINE void mc_add_pivots(uint64_t *dst, const uint64_t *piv, long st, uint64_t coef, int nb, const int nv)
{
  uint64_t acc[16], m;
  int i, j;
  for (i = 0; i < 4 * nv; ++i) acc[i] = dst[i];
  for (j = 0; j < nb; ++j, piv += st) {
    m = crypto_uint64_bitmod_mask(coef, j);
    for (i = 0; i < 4 * nv; ++i) acc[i] ^= piv[i] & m;
  }
  for (i = 0; i < 4 * nv; ++i) dst[i] = acc[i];
}

/* mc_add_pivots on two rows at once: each pivot word loaded once serves both */
MC_INLINE void mc_add_pivots2(uint64_t *dst0, uint64_t *dst1, const uint64_t *piv, long st,
  uint64_t coef0, uint64_t coef1, int nb, const int nv)
{
  uint64_t acc0[16], acc1[16], m0, m1;
  int i, j;
  for (i = 0; i < 4 * nv; ++i) { acc0[i] = dst0[i]; acc1[i] = dst1[i]; }
  for (j = 0; j < nb; ++j, piv += st) {
    m0 = crypto_uint64_bitmod_mask(coef0, j);
    m1 = crypto_uint64_bitmod_mask(coef1, j);
    for (i = 0; i < 4 * nv; ++i) { acc0[i] ^= piv[i] & m0; acc1[i] ^= piv[i] & m1; }
  }
  for (i = 0; i < 4 * nv; ++i) { dst0[i] = acc0[i]; dst1[i] = acc1[i]; }
}

#endif
