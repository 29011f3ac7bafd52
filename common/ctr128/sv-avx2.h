/*
 * ctr128/sv-avx2.h: the lane operations (SV_*) that the multi-block kernels of
 * mars/lanes.h, rc6/lanes.h and serpent/lanes.h are written in, for 256-bit registers:
 * eight 32-bit lanes, one block word per lane. AVX2 has no rotations: shifts and an OR.
 * Public domain (CC0).
 */
#ifndef CTR128_SV_AVX2_H
#define CTR128_SV_AVX2_H

#if !defined(__AVX2__)
#error "needs AVX2"
#endif
#include <immintrin.h>

#define SV __m256i
#define SV_LANES 8
#define SV_ADD _mm256_add_epi32
#define SV_SUB _mm256_sub_epi32
#define SV_XOR _mm256_xor_si256
#define SV_AND _mm256_and_si256
#define SV_MUL _mm256_mullo_epi32                  /* the low 32 bits of each product */
#define SV_SHL(x, n) _mm256_slli_epi32(x, n)
#define SV_SRL(x, n) _mm256_srli_epi32(x, n)
#define SV_ROL(x, n) _mm256_or_si256(_mm256_slli_epi32(x, n), _mm256_srli_epi32(x, 32 - (n)))
#define SV_ROLV sv_avx2_rolv
#define SV_GATHER(t, i) _mm256_i32gather_epi32((const int *) (const void *) (t), i, 4)
#define SV_SET1(w) _mm256_set1_epi32(w)
#define SV_LOAD(p) _mm256_loadu_si256((const __m256i *) (const void *) (p))
#define SV_STORE(p, x) _mm256_storeu_si256((__m256i *) (void *) (p), x)
#define SV_UNPACKLO32 _mm256_unpacklo_epi32
#define SV_UNPACKHI32 _mm256_unpackhi_epi32
#define SV_UNPACKLO64 _mm256_unpacklo_epi64
#define SV_UNPACKHI64 _mm256_unpackhi_epi64

/* x <<< (y mod 32) in every lane: a shift count of 32 gives 0, so y = 0 gives x | 0 */
static inline __m256i sv_avx2_rolv(__m256i x, __m256i y)
{
  __m256i n = _mm256_and_si256(y, _mm256_set1_epi32(31));
  __m256i m = _mm256_sub_epi32(_mm256_set1_epi32(32), n);
  return _mm256_or_si256(_mm256_sllv_epi32(x, n), _mm256_srlv_epi32(x, m));
}

#endif
