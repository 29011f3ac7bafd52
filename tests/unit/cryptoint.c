/*
 * tests/unit/cryptoint.c: checks every function of crypto_{int,uint}{8,16,32,64}.h against a
 * plain variable-time reference, over edge values (0, +-1, min, max, powers of two and their
 * neighbours, every shift count) and pseudo-random values. Prints one line per failure (the
 * first 3 of each function), a count per failing function and a summary; exits nonzero on any
 * failure.
 * Specified in doc/headers.md (SUPERCOP's cryptoint). Public domain (CC0).
 *
 *   cc -O2 -Wall -Wextra -Iinclude tests/unit/cryptoint.c harness/optblocker.c -o t && ./t
 * Add -DCRYPTOINT_PORTABLE to test the headers' generic C paths instead of the asm barrier.
 *
 * The per-type tests are written once: this file includes itself once per type (second half,
 * "per-type part"), with CT_T, CT_SIGNED, CT_F and CT_P saying which type it is testing.
 */
#ifndef CT_T

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "crypto_int8.h"
#include "crypto_int16.h"
#include "crypto_int32.h"
#include "crypto_int64.h"
#include "crypto_uint8.h"
#include "crypto_uint16.h"
#include "crypto_uint32.h"
#include "crypto_uint64.h"

#define RANDOM_PAIRS 200000  /* per type */
#define RANDOM_SHIFTED 2000  /* random x, each with every shift count in EDGE_SHIFTS */
#define MAX_EDGES 512
#define PRINTED_PER_FUNCTION 3

static long long checks, failures;

/* xorshift64: deterministic, so a failure reproduces */
static uint64_t prng(void)
{
  static uint64_t s = 0x9e3779b97f4a7c15ULL;
  s ^= s << 13;
  s ^= s >> 7;
  s ^= s << 17;
  return s;
}

/* Failures per function: at most PRINTED_PER_FUNCTION lines each, a count each at the end. */
static struct { const char *fn; long long n; } failed[512];
static int nfailed;

/* Values are passed as 64-bit words (sign-extended for signed types); printed in N bits. */
static void check(const char *fn, int bits, int nargs, uint64_t x, uint64_t y, uint64_t got,
                  uint64_t want)
{
  uint64_t m = bits == 64 ? ~(uint64_t) 0 : ((uint64_t) 1 << bits) - 1;
  int i;
  checks++;
  if (got == want) return;
  failures++;
  for (i = 0; i < nfailed && strcmp(failed[i].fn, fn); i++) {}
  if (i == nfailed && nfailed < 512) failed[nfailed++].fn = fn;
  if (i == 512 || ++failed[i].n > PRINTED_PER_FUNCTION) return;
  printf("FAIL %s(0x%llx", fn, (unsigned long long) (x & m));
  if (nargs == 2) printf(", 0x%llx", (unsigned long long) (y & m));
  printf(") = 0x%llx, expected 0x%llx\n", (unsigned long long) (got & m),
         (unsigned long long) (want & m));
}

/* Random values with their bits set in runs of lengths of every size, so that small values,
   small negative values and near-powers of two are frequent. */
static uint64_t prng_value(void)
{
  uint64_t r = prng(), c = prng();
  switch (c & 3) {
  case 0: return r;
  case 1: return r >> (c >> 2 & 63);
  case 2: return ~(r >> (c >> 2 & 63));
  default: return (r >> (c >> 2 & 63)) ^ ((uint64_t) 1 << (c >> 8 & 63));
  }
}

#define CT_STR2(x) #x
#define CT_STR(x) CT_STR2(x)

#define CT_T crypto_int8
#define CT_SIGNED 1
#define CT_F(f) crypto_int8_##f
#define CT_P(f) int8_##f
#include "cryptoint.c"
#define CT_T crypto_int16
#define CT_SIGNED 1
#define CT_F(f) crypto_int16_##f
#define CT_P(f) int16_##f
#include "cryptoint.c"
#define CT_T crypto_int32
#define CT_SIGNED 1
#define CT_F(f) crypto_int32_##f
#define CT_P(f) int32_##f
#include "cryptoint.c"
#define CT_T crypto_int64
#define CT_SIGNED 1
#define CT_F(f) crypto_int64_##f
#define CT_P(f) int64_##f
#include "cryptoint.c"
#define CT_T crypto_uint8
#define CT_SIGNED 0
#define CT_F(f) crypto_uint8_##f
#define CT_P(f) uint8_##f
#include "cryptoint.c"
#define CT_T crypto_uint16
#define CT_SIGNED 0
#define CT_F(f) crypto_uint16_##f
#define CT_P(f) uint16_##f
#include "cryptoint.c"
#define CT_T crypto_uint32
#define CT_SIGNED 0
#define CT_F(f) crypto_uint32_##f
#define CT_P(f) uint32_##f
#include "cryptoint.c"
#define CT_T crypto_uint64
#define CT_SIGNED 0
#define CT_F(f) crypto_uint64_##f
#define CT_P(f) uint64_##f
#include "cryptoint.c"

int main(void)
{
  int i;

  int8_test();
  int16_test();
  int32_test();
  int64_test();
  uint8_test();
  uint16_test();
  uint32_test();
  uint64_test();
  for (i = 0; i < nfailed; i++) printf("%s: %lld failures\n", failed[i].fn, failed[i].n);
  printf("cryptoint: %lld checks, %lld failures\n", checks, failures);
  return failures != 0;
}

#else /* ---- per-type part: tests the functions CT_F(...) of type CT_T ---- */

#define BITS ((int) (8 * sizeof(CT_T)))
#define W(v) ((uint64_t) (v))  /* a CT_T as a 64-bit word (sign-extended if signed) */
#define MASK(c) ((c) ? (CT_T) -1 : (CT_T) 0)
#define CHECK1(f, x, got, want) check(CT_STR(CT_F(f)), BITS, 1, W(x), 0, W(got), W(want))
#define CHECK2(f, x, y, got, want) check(CT_STR(CT_F(f)), BITS, 2, W(x), W(y), W(got), W(want))

/* ---- references: plain C, branches allowed ---- */

static int CT_P(ref_ones)(CT_T x)
{
  int i, n = 0;
  for (i = 0; i < BITS; i++) n += (W(x) >> i) & 1;
  return n;
}

static int CT_P(ref_bottomzeros)(CT_T x)
{
  int n = 0;
  while (n < BITS && !((W(x) >> n) & 1)) n++;
  return n;
}

static int CT_P(ref_mod)(CT_T j)  /* j mod N, in 0..N-1 also for negative j */
{
#if CT_SIGNED
  long long r = (long long) j % BITS;
  return (int) (r < 0 ? r + BITS : r);
#else
  return (int) ((unsigned long long) j % BITS);
#endif
}

/* ---- checks of one value, of one pair, of one shift ---- */

static void CT_P(one)(CT_T x)
{
  unsigned char b[10], want[8];
  int i, n = BITS / 8;
  CHECK1(topbit_mask, x, CT_F(topbit_mask)(x), MASK((W(x) >> (BITS - 1)) & 1));
  CHECK1(topbit_01, x, CT_F(topbit_01)(x), (W(x) >> (BITS - 1)) & 1);
#if CT_SIGNED
  CHECK1(negative_mask, x, CT_F(negative_mask)(x), MASK(x < 0));
  CHECK1(negative_01, x, CT_F(negative_01)(x), x < 0);
  CHECK1(positive_mask, x, CT_F(positive_mask)(x), MASK(x > 0));
  CHECK1(positive_01, x, CT_F(positive_01)(x), x > 0);
#endif
  CHECK1(nonzero_mask, x, CT_F(nonzero_mask)(x), MASK(x != 0));
  CHECK1(nonzero_01, x, CT_F(nonzero_01)(x), x != 0);
  CHECK1(zero_mask, x, CT_F(zero_mask)(x), MASK(x == 0));
  CHECK1(zero_01, x, CT_F(zero_01)(x), x == 0);
  CHECK1(bottombit_mask, x, CT_F(bottombit_mask)(x), MASK(W(x) & 1));
  CHECK1(bottombit_01, x, CT_F(bottombit_01)(x), W(x) & 1);
  CHECK1(ones_num, x, CT_F(ones_num)(x), CT_P(ref_ones)(x));
  CHECK1(bottomzeros_num, x, CT_F(bottomzeros_num)(x), CT_P(ref_bottomzeros)(x));

  /* the bytes of x, little-endian; each store is checked for not writing outside its n bytes */
  for (i = 0; i < n; i++) want[i] = (unsigned char) (W(x) >> (8 * i));
  for (i = 0; i < 10; i++) b[i] = 0xa5;
  CT_F(store)(b + 1, x);
  for (i = 0; i < 10; i++) CHECK1(store, x, b[i], 0 < i && i <= n ? want[i - 1] : 0xa5);
  CHECK1(load, x, CT_F(load)(b + 1), x);
  for (i = 0; i < 10; i++) b[i] = 0xa5;
  CT_F(store_bigendian)(b + 1, x);
  for (i = 0; i < 10; i++) CHECK1(store_bigendian, x, b[i], 0 < i && i <= n ? want[n - i] : 0xa5);
  CHECK1(load_bigendian, x, CT_F(load_bigendian)(b + 1), x);
}

static void CT_P(pair)(CT_T x, CT_T y)
{
  CT_T p = x, q = y;
  CHECK2(unequal_mask, x, y, CT_F(unequal_mask)(x, y), MASK(x != y));
  CHECK2(unequal_01, x, y, CT_F(unequal_01)(x, y), x != y);
  CHECK2(equal_mask, x, y, CT_F(equal_mask)(x, y), MASK(x == y));
  CHECK2(equal_01, x, y, CT_F(equal_01)(x, y), x == y);
  CHECK2(smaller_mask, x, y, CT_F(smaller_mask)(x, y), MASK(x < y));
  CHECK2(smaller_01, x, y, CT_F(smaller_01)(x, y), x < y);
  CHECK2(leq_mask, x, y, CT_F(leq_mask)(x, y), MASK(x <= y));
  CHECK2(leq_01, x, y, CT_F(leq_01)(x, y), x <= y);
  CHECK2(min, x, y, CT_F(min)(x, y), x < y ? x : y);
  CHECK2(max, x, y, CT_F(max)(x, y), x < y ? y : x);
  CT_F(minmax)(&p, &q);
  CHECK2(minmax, x, y, p, x < y ? x : y);
  CHECK2(minmax, x, y, q, x < y ? y : x);
}

/* shlmod wraps (the bits shifted out are lost); shrmod of a negative signed x uses C's >>,
   arithmetic with every compiler we know (C says implementation-defined) */
static void CT_P(shift)(CT_T x, CT_T j)
{
  int s = CT_P(ref_mod)(j);
  CHECK2(shlmod, x, j, CT_F(shlmod)(x, j), (CT_T) (W(x) << s));
  CHECK2(shrmod, x, j, CT_F(shrmod)(x, j), (CT_T) (x >> s));
  CHECK2(bitmod_mask, x, j, CT_F(bitmod_mask)(x, j), MASK((W(x) >> s) & 1));
  CHECK2(bitmod_01, x, j, CT_F(bitmod_01)(x, j), (W(x) >> s) & 1);
}

/* ---- the edge values and the test ---- */

/* 0, +-1, +-2, min, max and their neighbours, +-2^k and +-2^k +-1 for every k; distinct */
static int CT_P(edges)(CT_T *e)
{
  uint64_t top = (uint64_t) 1 << (BITS - 1);  /* signed min; top - 1 is signed max */
  uint64_t v[9 + 6 * 64] = {0, 1, 2, -(uint64_t) 1, -(uint64_t) 2, top, top + 1, top - 1, top - 2};
  int i, j, k, n = 9, count = 0;
  for (k = 0; k < BITS; k++)
    for (i = -1; i <= 1; i++) {
      v[n++] = ((uint64_t) 1 << k) + (uint64_t) (int64_t) i;
      v[n++] = -((uint64_t) 1 << k) + (uint64_t) (int64_t) i;
    }
  for (i = 0; i < n; i++) {
    CT_T x = (CT_T) v[i];  /* the low N bits, as CT_T */
    for (j = 0; j < count && e[j] != x; j++) {}
    if (j == count) e[count++] = x;
  }
  return count;
}

static void CT_P(test)(void)
{
  CT_T e[MAX_EDGES];
  int n = CT_P(edges)(e), i, j;
  long r;

  for (i = 0; i < n; i++) CT_P(one)(e[i]);
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) CT_P(pair)(e[i], e[j]);
  for (r = 0; r < RANDOM_PAIRS; r++) {
    CT_T x = (CT_T) prng_value(), y;
    uint64_t c = prng();
    switch (c % 5) {  /* y independent, or related to x: equal, neighbours, sign flipped */
    case 0: y = (CT_T) prng_value(); break;
    case 1: y = x; break;
    case 2: y = (CT_T) (W(x) + 1); break;
    case 3: y = (CT_T) (W(x) - 1); break;
    default: y = (CT_T) (W(x) ^ ((uint64_t) 1 << (BITS - 1))); break;
    }
    CT_P(one)(x);
    CT_P(pair)(x, y);
    CT_P(pair)(y, x);
  }

  /* shift counts: -3N..3N, every edge value and random ones, for edge and random x */
  for (i = 0; i < n + RANDOM_SHIFTED; i++) {
    CT_T x = i < n ? e[i] : (CT_T) prng_value();
    for (j = -3 * BITS; j <= 3 * BITS; j++) CT_P(shift)(x, (CT_T) j);
    for (j = 0; j < n; j++) CT_P(shift)(x, e[j]);
    for (j = 0; j < 16; j++) CT_P(shift)(x, (CT_T) prng());
  }
}

#undef BITS
#undef W
#undef MASK
#undef CHECK1
#undef CHECK2
#undef CT_T
#undef CT_SIGNED
#undef CT_F
#undef CT_P

#endif
