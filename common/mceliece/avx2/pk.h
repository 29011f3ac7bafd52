/*
 * mceliece/avx2/pk.h: the public key of mceliece/pk.h, its elimination's three row operations
 * (mceliece/eliminate.h, where the blocked algorithm is described) on 256-bit vectors rather
 * than mceliece/row-ops.h's 64-bit words. Same names, same results: pk is the same bit for
 * bit. Masked additions only: constant time.
 * Public domain (CC0).
 */
#ifndef MCELIECE_AVX2_PK_H
#define MCELIECE_AVX2_PK_H

#ifndef __AVX2__
#error "mceliece/avx2/pk.h needs AVX2"
#endif

#include <immintrin.h>
#include <stdint.h>
#include "mceliece/params.h"

/* all ones in the lanes whose top bit is set: the masks are made in vector registers, one
   shift (or doubling) and one compare each, rather than per bit on a scalar and broadcast */
static inline __m256i mc_top_mask(__m256i x)
{
  return _mm256_cmpgt_epi64(_mm256_setzero_si256(), x);
}

/* dst[0 .. 4nv) ^= src row k & (bit b of sel[k]) for k < count; rows st words apart */
MC_INLINE void mc_add_chosen(uint64_t *dst, const uint64_t *src, long st,
  const uint64_t *sel, int b, int count, const int nv)
{
  const __m128i up = _mm_cvtsi32_si128(63 - b);  /* bit b to the top */
  __m256i acc[4];
  int i, k;
  for (i = 0; i < nv; ++i) acc[i] = _mm256_loadu_si256((const __m256i *) (dst + 4 * i));
  for (k = 0; k < count; ++k, src += st) {
    __m256i m = mc_top_mask(_mm256_sll_epi64(_mm256_set1_epi64x((long long) sel[k]), up));
    for (i = 0; i < nv; ++i)
      acc[i] = _mm256_xor_si256(acc[i], _mm256_and_si256(_mm256_loadu_si256((const __m256i *) (src + 4 * i)), m));
  }
  for (i = 0; i < nv; ++i) _mm256_storeu_si256((__m256i *) (dst + 4 * i), acc[i]);
}

/* dst[0 .. 4nv) ^= pivot row j & (bit j of coef) for j < nb; pivot rows st words apart.
   From j = nb - 1 down: bit j is at the top of the doubled coef. */
MC_INLINE void mc_add_pivots(uint64_t *dst, const uint64_t *piv, long st,
  uint64_t coef, int nb, const int nv)
{
  __m256i acc[4], bits = _mm256_set1_epi64x((long long) (coef << (64 - nb)));
  int i, j;
  for (i = 0; i < nv; ++i) acc[i] = _mm256_loadu_si256((const __m256i *) (dst + 4 * i));
  for (j = nb - 1; j >= 0; --j) {
    const uint64_t *p = piv + j * st;
    __m256i m = mc_top_mask(bits);
    for (i = 0; i < nv; ++i)
      acc[i] = _mm256_xor_si256(acc[i], _mm256_and_si256(_mm256_loadu_si256((const __m256i *) (p + 4 * i)), m));
    bits = _mm256_add_epi64(bits, bits);
  }
  for (i = 0; i < nv; ++i) _mm256_storeu_si256((__m256i *) (dst + 4 * i), acc[i]);
}

/* mc_add_pivots on two rows at once: each pivot vector loaded once serves both */
MC_INLINE void mc_add_pivots2(uint64_t *dst0, uint64_t *dst1,
  const uint64_t *piv, long st, uint64_t coef0, uint64_t coef1, int nb, const int nv)
{
  __m256i acc0[4], acc1[4], v;
  __m256i bits0 = _mm256_set1_epi64x((long long) (coef0 << (64 - nb)));
  __m256i bits1 = _mm256_set1_epi64x((long long) (coef1 << (64 - nb)));
  int i, j;
  for (i = 0; i < nv; ++i) {
    acc0[i] = _mm256_loadu_si256((const __m256i *) (dst0 + 4 * i));
    acc1[i] = _mm256_loadu_si256((const __m256i *) (dst1 + 4 * i));
  }
  for (j = nb - 1; j >= 0; --j) {
    const uint64_t *p = piv + j * st;
    __m256i m0 = mc_top_mask(bits0), m1 = mc_top_mask(bits1);
    for (i = 0; i < nv; ++i) {
      v = _mm256_loadu_si256((const __m256i *) (p + 4 * i));
      acc0[i] = _mm256_xor_si256(acc0[i], _mm256_and_si256(v, m0));
      acc1[i] = _mm256_xor_si256(acc1[i], _mm256_and_si256(v, m1));
    }
    bits0 = _mm256_add_epi64(bits0, bits0);
    bits1 = _mm256_add_epi64(bits1, bits1);
  }
  for (i = 0; i < nv; ++i) {
    _mm256_storeu_si256((__m256i *) (dst0 + 4 * i), acc0[i]);
    _mm256_storeu_si256((__m256i *) (dst1 + 4 * i), acc1[i]);
  }
}

#define MC_ROW_OPS 1                              /* these, not mceliece/row-ops.h */

#include "mceliece/pk.h"

#endif
