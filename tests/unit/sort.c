/*
 * tests/unit/sort.c: common/sort's constant-time sorts (sort_int16, int32, int64, uint32,
 * uint64, and sort_int32_avx2 when built with AVX2: the Makefile adds -mavx2 where the host
 * has it) against qsort, on pseudo-random inputs of many lengths (0, 1, 2, ..., 40, powers of
 * two and their neighbours up to 8193, McEliece's 6960) and three value mixes: the full range,
 * a few values with many repeats, and the type's extremes. Prints the first failures and a
 * summary; exits nonzero on any failure.
 * Constant time: the input is poisoned (harness/timecop.c) while it is sorted, so
 *   valgrind --error-exitcode=1 bench/HOST/tools/test-sort
 * reports any branch or memory index that depends on the values (tests/run does this).
 * Public domain (CC0).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sort/int16.h"
#include "sort/int32.h"
#include "sort/int64.h"
#include "sort/uint32.h"
#include "sort/uint64.h"
#ifdef __AVX2__
#include "sort/int32-avx2.h"
#endif
#include "try.h"

#define MAXN 8193

static long failures, checks;

/* xorshift64: deterministic, so a failure reproduces */
static uint64_t prng(void)
{
  static uint64_t s = 0x2545f4914f6cdd1dULL;
  s ^= s << 13;
  s ^= s >> 7;
  s ^= s << 17;
  return s;
}

/* a value for mix 0 (any), 1 (one of -2..2, cast) or 2 (an extreme: min, min+1, -1, 0, 1,
   max-1, max, as 64-bit patterns the caller truncates) */
static uint64_t value(int mix, uint64_t min, uint64_t max)
{
  uint64_t r = prng();
  const uint64_t extremes[7] = { min, min + 1, (uint64_t) -1, 0, 1, max - 1, max };
  if (mix == 1) return (uint64_t) (int64_t) (r % 5) - 2;
  if (mix == 2) return extremes[r % 7];
  return r;
}

/* TEST(T, sorter): a function test_<sorter>(n, mix) that sorts one random array of n Ts with
   sorter and with qsort and compares them */
#define TEST(T, sorter, min, max) \
  static int compare_##sorter(const void *a, const void *b) \
  { \
    T x = *(const T *) a, y = *(const T *) b; \
    return (x > y) - (x < y); \
  } \
  static void test_##sorter(long long n, int mix) \
  { \
    static T x[MAXN], expected[MAXN]; \
    long long i; \
    for (i = 0; i < n; ++i) x[i] = (T) value(mix, (uint64_t) (min), (uint64_t) (max)); \
    memcpy(expected, x, sizeof(T) * (size_t) n); \
    qsort(expected, (size_t) n, sizeof(T), compare_##sorter); \
    poison(x, sizeof(T) * (unsigned long long) n); \
    sorter(x, n); \
    unpoison(x, sizeof(T) * (unsigned long long) n); \
    ++checks; \
    if (memcmp(x, expected, sizeof(T) * (size_t) n) != 0 && ++failures <= 10) \
      printf("FAIL %s: n=%lld, value mix %d: not the sorted input\n", #sorter, n, mix); \
  }

TEST(int16_t, sort_int16, INT16_MIN, INT16_MAX)
TEST(int32_t, sort_int32, INT32_MIN, INT32_MAX)
#ifdef __AVX2__
TEST(int32_t, sort_int32_avx2, INT32_MIN, INT32_MAX)
#endif
TEST(int64_t, sort_int64, INT64_MIN, INT64_MAX)
TEST(uint32_t, sort_uint32, 0, UINT32_MAX)
TEST(uint64_t, sort_uint64, 0, UINT64_MAX)

static void test_all(long long n)
{
  int mix;
  for (mix = 0; mix < 3; ++mix) {
    test_sort_int16(n, mix);
    test_sort_int32(n, mix);
#ifdef __AVX2__
    test_sort_int32_avx2(n, mix);
#endif
    test_sort_int64(n, mix);
    test_sort_uint32(n, mix);
    test_sort_uint64(n, mix);
  }
}

int main(void)
{
  long long n, p;
  for (n = 0; n <= 40; ++n) test_all(n);
  for (p = 64; p <= 8192; p *= 2) {
    test_all(p - 1);
    test_all(p);
    if (p + 1 <= MAXN) test_all(p + 1);
  }
  test_all(761);
  test_all(6960);
#ifdef __AVX2__
  printf("sort (with sort_int32_avx2): %ld of %ld sorts wrong\n", failures, checks);
#else
  printf("sort (no AVX2 here: sort_int32_avx2 not tested): %ld of %ld sorts wrong\n", failures, checks);
#endif
  return failures != 0;
}
