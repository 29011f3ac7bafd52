/*
 * mceliece/avx2/pk.h: the public key of mceliece/pk.h with the elimination's row additions
 * on 256-bit vectors: rows padded to a multiple of 4 words, each addition from the vector
 * holding word w on (the words left of w are 0 in both rows, so whole vectors are exact).
 * The additions are masked as in pk.h: constant time.
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

#define MC_ROW_WORDS ((MC_WORDS + 3) & ~3)

/* row ^= other & mask on the vectors from the one holding word w */
static inline void mc_row_add_avx2(uint64_t *restrict row, const uint64_t *restrict other, uint64_t mask, int w)
{
  __m256i m = _mm256_set1_epi64x((long long) mask);
  int c;
  for (c = w & ~3; c < MC_ROW_WORDS; c += 4) {
    __m256i a = _mm256_loadu_si256((const __m256i *) (row + c));
    __m256i b = _mm256_loadu_si256((const __m256i *) (other + c));
    _mm256_storeu_si256((__m256i *) (row + c), _mm256_xor_si256(a, _mm256_and_si256(b, m)));
  }
}
#define MC_ROW_ADD mc_row_add_avx2

/* row ^= (row k of rows) & mask[k] for k = from .. MC_ROWS - 1: four vectors of row at a
   time kept in registers over all k (no store and reload of row per addition) */
static inline void mc_row_add_many_avx2(uint64_t *row, const uint64_t *rows, const uint64_t *mask, int from, int w)
{
  int c = w & ~3, k, i;
  for (; c + 16 <= MC_ROW_WORDS; c += 16) {
    __m256i v[4];
    for (i = 0; i < 4; ++i) v[i] = _mm256_loadu_si256((const __m256i *) (row + c + 4 * i));
    for (k = from; k < MC_ROWS; ++k) {
      const uint64_t *other = rows + (long) k * MC_ROW_WORDS + c;
      __m256i m = _mm256_set1_epi64x((long long) mask[k]);
      for (i = 0; i < 4; ++i)
        v[i] = _mm256_xor_si256(v[i], _mm256_and_si256(_mm256_loadu_si256((const __m256i *) (other + 4 * i)), m));
    }
    for (i = 0; i < 4; ++i) _mm256_storeu_si256((__m256i *) (row + c + 4 * i), v[i]);
  }
  for (; c < MC_ROW_WORDS; c += 4) {
    __m256i v = _mm256_loadu_si256((const __m256i *) (row + c));
    for (k = from; k < MC_ROWS; ++k)
      v = _mm256_xor_si256(v, _mm256_and_si256(_mm256_loadu_si256((const __m256i *) (rows + (long) k * MC_ROW_WORDS + c)),
                                               _mm256_set1_epi64x((long long) mask[k])));
    _mm256_storeu_si256((__m256i *) (row + c), v);
  }
}
#define MC_ROW_ADD_MANY mc_row_add_many_avx2

#include "mceliece/pk.h"

#endif
