/*
 * sort/int32-avx2.h: sort_int32_avx2(x, n), x[0..n-1] sorted ascending in place, in constant
 * time: sort/network.h's network (the same compare-exchanges as sort_int32), each pass done
 * eight positions at a time with AVX2 min and max. Classic McEliece's control bits sort
 * 2^m int32 a few hundred times per key pair: this is most of key generation.
 * A pass compares position i with i + d for the i whose offset in its block of 2p is in
 * [r, r + p) (and i + d < n; p is a power of 2). With p >= 8 these i come in runs of p, 8-aligned: whole vectors,
 * in place. With p < 8 (the last passes) the partners are near: d = p mod 2p, so every
 * position is the low end of a pair (offset in [r, r + p)) or the high end, and each vector
 * of 8 positions is min(x, x shifted by d) in the low lanes, max(x, x shifted by -d) in the
 * others, written to a copy (in place, a vector would read what the one before just wrote).
 * Positions near the ends, whose partner may be missing, are done one by one.
 * Public domain (CC0).
 */
#ifndef sort_int32_avx2_h
#define sort_int32_avx2_h

#ifndef __AVX2__
#error "sort/int32-avx2.h needs AVX2"
#endif

#include <immintrin.h>
#include <stdint.h>
#include <string.h>
#include "crypto_int32.h"

static inline void sort_int32_avx2_minmax8(int32_t *a, int32_t *b)
{
  __m256i x = _mm256_loadu_si256((const __m256i *) a), y = _mm256_loadu_si256((const __m256i *) b);
  _mm256_storeu_si256((__m256i *) a, _mm256_min_epi32(x, y));
  _mm256_storeu_si256((__m256i *) b, _mm256_max_epi32(x, y));
}

/* Whether position i is the low end of a pair in pass (p, r): public, from the position only */
static inline int sort_int32_avx2_low(long long i, long long p, long long r)
{
  return (i & (p + p - 1)) >= r && (i & (p + p - 1)) < r + p;   /* p is a power of 2 */
}

/* y = x after a pass with p < 8 (y and x do not overlap) */
static void sort_int32_avx2_near(int32_t *y, const int32_t *x, long long n, long long p, long long r, long long d)
{
  int32_t m[8], lo, hi;
  __m256i low;
  long long i, j;
  for (i = 0; i < 8; ++i) m[i] = -sort_int32_avx2_low(i, p, r);
  low = _mm256_loadu_si256((const __m256i *) m);
  for (j = 0; j < n; j += 8) {
    int below = j + 8 <= d, above = j + d >= n;   /* no partner down, or none up, in all lanes */
    if ((j >= d || below) && (j + d + 8 <= n || above) && j + 8 <= n) {
      __m256i v = _mm256_loadu_si256((const __m256i *) (x + j)), lo = v, hi = v;
      if (!above) lo = _mm256_min_epi32(v, _mm256_loadu_si256((const __m256i *) (x + j + d)));
      if (!below) hi = _mm256_max_epi32(v, _mm256_loadu_si256((const __m256i *) (x + j - d)));
      _mm256_storeu_si256((__m256i *) (y + j), _mm256_blendv_epi8(hi, lo, low));
      continue;
    }
    for (i = j; i < j + 8 && i < n; ++i) {
      y[i] = x[i];
      if (sort_int32_avx2_low(i, p, r) && i + d < n) { lo = x[i]; hi = x[i + d]; crypto_int32_minmax(&lo, &hi); y[i] = lo; }
      if (!sort_int32_avx2_low(i, p, r) && i >= d) { lo = x[i - d]; hi = x[i]; crypto_int32_minmax(&lo, &hi); y[i] = hi; }
    }
  }
}

#define SORT_INT32_AVX2_NEAR_MAX 8192   /* the copy is on the stack; longer arrays: one by one */

static void sort_int32_avx2_pass(int32_t *x, long long n, long long p, long long r, long long d)
{
  long long block, i, lane;
  if (p >= 8) {
    for (block = 0; block + r + d < n; block += p + p)
      for (i = block + r; i < block + r + p && i + d < n; i += 8)
        if (i + d + 8 <= n) sort_int32_avx2_minmax8(x + i, x + i + d);
        else
          for (lane = i; lane < i + 8 && lane + d < n; ++lane) crypto_int32_minmax(&x[lane], &x[lane + d]);
  } else if (n <= SORT_INT32_AVX2_NEAR_MAX) {
    int32_t y[SORT_INT32_AVX2_NEAR_MAX];
    sort_int32_avx2_near(y, x, n, p, r, d);
    memcpy(x, y, sizeof y[0] * (size_t) n);
  } else {
    for (i = 0; i + d < n; ++i)
      if (sort_int32_avx2_low(i, p, r)) crypto_int32_minmax(&x[i], &x[i + d]);
  }
}

#define SORT_NAME sort_int32_avx2
#define SORT_T int32_t
#define SORT_MINMAX crypto_int32_minmax
#define SORT_PASS sort_int32_avx2_pass
#include "sort/network.h"

#endif
