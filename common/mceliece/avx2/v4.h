/*
 * mceliece/avx2/v4.h: bitsliced GF(2^m) on 256-bit words: a v4 is four 64-bit words (one
 * AVX2 register under -mavx2; the compiler's vector extension, so the code stays C and
 * compiles anywhere), and a v4 vector x[0..m) holds 256 field elements, bit k of each in x[k].
 * Four slots of 64 elements side by side: the FFT works on groups of four slots.
 * Straight-line code on words: constant time.
 * Public domain (CC0).
 */
#ifndef MCELIECE_AVX2_V4_H
#define MCELIECE_AVX2_V4_H

#include <stdint.h>
#include <string.h>
#include "mceliece/params.h"

typedef uint64_t v4 __attribute__((vector_size(32)));

static inline v4 v4_load(const uint64_t x[4])
{
  v4 r;
  memcpy(&r, x, sizeof r);
  return r;
}

static inline v4 v4_broadcast(uint64_t x)
{
  v4 r = { x, x, x, x };
  return r;
}

/* v8: eight 64-bit words, one AVX-512 register where the compiler line has AVX-512F, else two
   AVX2 registers the compiler pairs; used where one product can carry two of v4's
   (mceliece/avx2/bm.h) */
typedef uint64_t v8 __attribute__((vector_size(64)));

/* name(h, f, g): h = f * g, elementwise in GF(2^m) (h may be f or g), on words of `type`. Rows
   of partial products from f's top bit down: after row i, product term i + m - 1 has all its
   parts and is folded at once into the lower terms (term i - 1, which row i - 1 then adds to,
   gets its first value), so about m sums are live, not 2m - 1: with the loops unrolled they
   stay in registers (the order of SUPERCOP's vec256_mul_asm). */
#define MC_UNROLL _Pragma("GCC unroll 16")
#define MC_DEFINE_MUL(name, type) \
  static inline void name(type h[MCELIECE_M], const type f[MCELIECE_M], const type g[MCELIECE_M]) \
  { \
    type p[2 * MCELIECE_M - 1], a; \
    int i, j; \
    a = f[MCELIECE_M - 1]; \
    MC_UNROLL for (j = 0; j < MCELIECE_M; ++j) p[MCELIECE_M - 1 + j] = a & g[j]; \
    MC_REDUCE_TERM_SET(p, 2 * MCELIECE_M - 2); \
    MC_UNROLL for (i = MCELIECE_M - 2; i >= 0; --i) { \
      a = f[i]; \
      MC_UNROLL for (j = 0; j < MCELIECE_M; ++j) p[i + j] ^= a & g[j]; \
      if (i > 0) MC_REDUCE_TERM_SET(p, i + MCELIECE_M - 1); \
    } \
    MC_UNROLL for (i = 0; i < MCELIECE_M; ++i) h[i] = p[i]; \
  }
MC_DEFINE_MUL(v4_mul, v4)
MC_DEFINE_MUL(v8_mul, v8)

/* h = f^2: squaring is linear, the bits spread to even degrees, then reduced */
static inline void v4_sq(v4 h[MCELIECE_M], const v4 f[MCELIECE_M])
{
  v4 p[2 * MCELIECE_M - 1];
  int i;
  for (i = 0; i < MCELIECE_M; ++i) {
    p[2 * i] = f[i];
    if (i + 1 < MCELIECE_M) p[2 * i + 1] = (v4) { 0, 0, 0, 0 };
  }
  MC_REDUCE(p);
  for (i = 0; i < MCELIECE_M; ++i) h[i] = p[i];
}

/* h = a^(2^m - 2): the inverses (0 for 0) */
static inline void v4_inv(v4 h[MCELIECE_M], const v4 a[MCELIECE_M])
{
  v4 r[MCELIECE_M];
  int i;
  for (i = 0; i < MCELIECE_M; ++i) r[i] = a[i];
  for (i = 0; i < MCELIECE_M - 2; ++i) {            /* a^(2^(i+2) - 1) */
    v4_sq(r, r);
    v4_mul(r, r, a);
  }
  v4_sq(h, r);
}

#endif
