/*
 * mceliece/avx2/bm.h: Berlekamp-Massey on bitsliced polynomials, the error locator of the
 * Goppa decoder from the 2t power sums. The same recurrence as mceliece/decode.h, without
 * its division: C = b C + d B instead of C - (d/b) B (Berlekamp's inversionless form, as in
 * McBits), which keeps every C a nonzero multiple of the divided one; the result is divided
 * by its constant coefficient once, at the end, so the locator is exactly the portable one.
 * C_1..C_t, B_1..B_t and the window of syndromes s_(N-1), ..., s_(N-t) are held bit k of
 * coefficient i in bit i - 1 of plane k, in one 64-bit lane (t = 64) or two (t > 64); C_0 is a
 * field element (B_0 is always 0). One product per step, X = (C, B, C, B) times
 * Y = (b, d, S, S) lane by lane: b C and d B for the update, C S and B S for the next
 * discrepancy; its words are a v4 for t = 64, a v8 (AVX-512, or two AVX2 words) for t > 64.
 * Straight-line, masks for the choices: constant time.
 * Public domain (CC0).
 */
#ifndef MCELIECE_AVX2_BM_H
#define MCELIECE_AVX2_BM_H

#include <stdint.h>
#include "crypto_uint16.h"
#include "crypto_uint64.h"
#ifdef __PCLMUL__
#include <immintrin.h>
#endif
#include "mceliece/gf.h"
#include "mceliece/avx2/v4.h"

/* a b in GF(2^m): one carry-less multiplication where the compiler line has it */
static inline gf mc_bm_gf_mul(gf a, gf b)
{
#ifdef __PCLMUL__
  uint32_t r = (uint32_t) _mm_cvtsi128_si32(_mm_clmulepi64_si128(_mm_cvtsi32_si128(a), _mm_cvtsi32_si128(b), 0));
  r = (r & MC_GFMASK) ^ MC_GF_FOLD(r >> MCELIECE_M);
  r = (r & MC_GFMASK) ^ MC_GF_FOLD(r >> MCELIECE_M);
  return (gf) r;
#else
  return gf_mul(a, b);
#endif
}

/* name(x, lane, lanes): the field element whose bit k is the parity of x[k]'s lanes
   lane .. lane + lanes - 1, on words of `type` */
#define MC_BM_DEFINE_FOLD(name, type) \
  static inline gf name(const type x[MCELIECE_M], int lane, int lanes) \
  { \
    gf r = 0; \
    int k, i; \
    for (k = 0; k < MCELIECE_M; ++k) { \
      uint64_t w = 0; \
      for (i = 0; i < lanes; ++i) w ^= x[k][lane + i]; \
      r |= (gf) (__builtin_parityll(w) << k); \
    } \
    return r; \
  }
MC_BM_DEFINE_FOLD(mc_bm_fold, v4)

/* MC_BM_V8: the v8 steps for t > 64, chosen where the compiler line has AVX-512 (a test may
   choose them without: the same results, slower) */
#if !defined(MC_BM_V8) && defined(__AVX512F__)
#define MC_BM_V8 1
#endif

#if MCELIECE_T > 64 && defined(MC_BM_V8)
MC_BM_DEFINE_FOLD(mc_bm_fold8, v8)

/* the 2t steps for t > 64, C_1 .. C_t left in lanes 0 and 1 of C, C_0 returned. Each polynomial
   takes two lanes, so X = (C, B, C, B) times Y = (b, d, S, S) needs eight: one v8 product
   gives b C and d B (the update, C = b C + d B) and C S and B S (the next step's
   discrepancy, from the same C and B: d' = b (C_0 s_(N+1) + sum C_i s_(N+1-i))
   + d sum B_i s_(N+1-i)), so a step's products do not wait for each other. */
static gf mc_bm_steps(v4 C[MCELIECE_M], const gf s[2 * MCELIECE_T])
{
  v8 X[MCELIECE_M], Y[MCELIECE_M], S[MCELIECE_M], P[MCELIECE_M];
  const v8 zero = { 0, 0, 0, 0, 0, 0, 0, 0 };
  v8 valid = zero;                                  /* the t slots of C_1 .. C_t, per polynomial */
  gf C0 = 1, b = 1, d = s[0], next;
  crypto_uint16 L = 0, longer16;
  uint64_t longer;
  int N, k, i;

  for (i = 0; i < 8; ++i)
    valid[i] = (i & 1) == 0 || MCELIECE_T == 128 ? ~(uint64_t) 0
             : ((uint64_t) 1 << (MCELIECE_T % 64)) - 1;
  for (k = 0; k < MCELIECE_M; ++k) X[k] = S[k] = zero;
  X[0] = (v8) { 0, 0, 1, 0, 0, 0, 1, 0 };           /* B = y: B_1 = 1 */
  for (N = 0; N < 2 * MCELIECE_T; ++N) {
    v8 sN = { 0, 0, 0, 0, s[N], 0, s[N], 0 }, bd = { b, b, d, d, 0, 0, 0, 0 }, c0 = zero;
    longer16 = crypto_uint16_nonzero_mask(d) & crypto_uint16_leq_mask((crypto_uint16) (2 * L), (crypto_uint16) N);
    longer = 0 - (uint64_t) (longer16 & 1);
    for (k = 0; k < MCELIECE_M; ++k) {               /* window of step N + 1: s_N enters */
      S[k] = S[k] << 1 | __builtin_shufflevector(S[k] >> 63, zero, 8, 8, 8, 8, 8, 4, 8, 6);
      S[k] = (S[k] | (sN >> k & 1)) & valid;
      Y[k] = -(bd >> k & 1) | S[k];
    }
    v8_mul(P, X, Y);
    next = N + 1 < 2 * MCELIECE_T
         ? mc_bm_gf_mul(b, mc_bm_gf_mul(C0, s[N + 1]) ^ mc_bm_fold8(P, 4, 2))
           ^ mc_bm_gf_mul(d, mc_bm_fold8(P, 6, 2))
         : 0;
    c0[2] = c0[6] = C0 & longer16;
    for (k = 0; k < MCELIECE_M; ++k) {
      /* lanes 0, 1: b C + d B; lanes 2, 3 and 6, 7: B = y (longer ? C : B) */
      v8 sum = P[k] ^ __builtin_shufflevector(P[k], P[k], 2, 3, 0, 1, 6, 7, 4, 5);
      v8 chosen = (__builtin_shufflevector(X[k], X[k], 0, 1, 0, 1, 4, 5, 4, 5) & longer)
                | (X[k] & ~longer);
      chosen = chosen << 1 | __builtin_shufflevector(chosen >> 63, zero, 8, 8, 8, 2, 8, 8, 8, 6)
             | (c0 >> k & 1);
      X[k] = __builtin_shufflevector(sum, chosen, 0, 1, 10, 11, 0, 1, 14, 15) & valid;
    }
    C0 = mc_bm_gf_mul(C0, b);
    L = (crypto_uint16) ((L & ~longer16) | ((N + 1 - L) & longer16));
    b = (gf) ((b & ~longer16) | (d & longer16));
    d = next;
  }
  for (k = 0; k < MCELIECE_M; ++k) C[k] = (v4) { X[k][0], X[k][1], 0, 0 };
  return C0;
}

#elif MCELIECE_T > 64
/* a polynomial shifted by one coefficient: bit i to i + 1 across the lanes */
static inline void mc_bm_shift(v4 *x)
{
  v4 zero = { 0, 0, 0, 0 };
  *x = *x << 1 | __builtin_shufflevector(*x >> 63, zero, 4, 0, 1, 2);
}

/* the same steps without AVX-512 (a v8 there spills its registers: 1.7 times slower), as two
   products of v4s: (C, B) times (b, d) for the update and times (S, S) for the next
   discrepancy */
static gf mc_bm_steps(v4 C[MCELIECE_M], const gf s[2 * MCELIECE_T])
{
  v4 B[MCELIECE_M], S[MCELIECE_M], CB[MCELIECE_M], bd[MCELIECE_M], P[MCELIECE_M];
  v4 valid = { 0, 0, 0, 0 };                       /* the t slots of C_1 .. C_t */
  v4 Q[MCELIECE_M], SS[MCELIECE_M];
  gf C0 = 1, b = 1, d = s[0], next;
  crypto_uint16 L = 0, longer16;
  uint64_t longer;
  int N, k, i;

  for (i = 0; i < 2; ++i)
    valid[i] = MCELIECE_T - 64 * i >= 64 ? ~(uint64_t) 0 : ((uint64_t) 1 << (MCELIECE_T - 64 * i)) - 1;
  for (k = 0; k < MCELIECE_M; ++k) C[k] = S[k] = B[k] = (v4) { 0, 0, 0, 0 };
  B[0] = (v4) { 1, 0, 0, 0 };                       /* B = y: B_1 = 1 */
  for (N = 0; N < 2 * MCELIECE_T; ++N) {
    longer16 = crypto_uint16_nonzero_mask(d) & crypto_uint16_leq_mask((crypto_uint16) (2 * L), (crypto_uint16) N);
    longer = 0 - (uint64_t) (longer16 & 1);
    for (k = 0; k < MCELIECE_M; ++k) {               /* window of step N + 1: s_N enters */
      uint64_t bk = 0 - (uint64_t) (b >> k & 1), dk = 0 - (uint64_t) (d >> k & 1);
      mc_bm_shift(&S[k]);
      S[k] = (S[k] | (v4) { (uint64_t) (s[N] >> k & 1), 0, 0, 0 }) & valid;
      CB[k] = __builtin_shufflevector(C[k], B[k], 0, 1, 4, 5);   /* (C, B) times (b, d) and (S, S) */
      bd[k] = (v4) { bk, bk, dk, dk };
      SS[k] = __builtin_shufflevector(S[k], S[k], 0, 1, 0, 1);
    }
    v4_mul(P, CB, bd);
    v4_mul(Q, CB, SS);
    if (N + 1 < 2 * MCELIECE_T)
      next = mc_bm_gf_mul(b, mc_bm_gf_mul(C0, s[N + 1]) ^ mc_bm_fold(Q, 0, 2))
           ^ mc_bm_gf_mul(d, mc_bm_fold(Q, 2, 2));
    else
      next = 0;
    for (k = 0; k < MCELIECE_M; ++k) {
      v4 sum = P[k] ^ __builtin_shufflevector(P[k], P[k], 2, 3, 0, 1);
      v4 chosen = (C[k] & longer) | (B[k] & ~longer);   /* B = y (longer ? C : B) */
      mc_bm_shift(&chosen);
      chosen |= (v4) { (uint64_t) (C0 >> k & 1) & longer, 0, 0, 0 };
      B[k] = chosen & valid;
      C[k] = sum & valid;
    }
    C0 = mc_bm_gf_mul(C0, b);
    L = (crypto_uint16) ((L & ~longer16) | ((N + 1 - L) & longer16));
    b = (gf) ((b & ~longer16) | (d & longer16));
    d = next;
  }
  return C0;
}

#else
/* the same steps for t = 64, the polynomials in one lane each, kept in place in one v4 per
   bit: X = (C, B, C, B) times Y = (b, d, S, S) gives (b C, d B, C S, B S) in one product */
static gf mc_bm_steps64(v4 C[MCELIECE_M], const gf s[2 * MCELIECE_T])
{
  v4 X[MCELIECE_M], Y[MCELIECE_M], S[MCELIECE_M], P[MCELIECE_M];
  gf C0 = 1, b = 1, d = s[0], next;
  crypto_uint16 L = 0, longer16;
  uint64_t longer;
  int N, k;

  for (k = 0; k < MCELIECE_M; ++k) X[k] = S[k] = (v4) { 0, 0, 0, 0 };
  X[0] = (v4) { 0, 1, 0, 1 };                       /* B = y: B_1 = 1 */
  for (N = 0; N < 2 * MCELIECE_T; ++N) {
    v4 sN = { 0, 0, s[N], s[N] }, bd = { b, d, 0, 0 }, c0 = { 0, 0, 0, 0 };
    longer16 = crypto_uint16_nonzero_mask(d) & crypto_uint16_leq_mask((crypto_uint16) (2 * L), (crypto_uint16) N);
    longer = 0 - (uint64_t) (longer16 & 1);
    for (k = 0; k < MCELIECE_M; ++k) {               /* window of step N + 1: s_N enters */
      S[k] = S[k] << 1 | (sN >> k & 1);
      Y[k] = -(bd >> k & 1) | S[k];
    }
    v4_mul(P, X, Y);
    next = N + 1 < 2 * MCELIECE_T
         ? mc_bm_gf_mul(b, mc_bm_gf_mul(C0, s[N + 1]) ^ mc_bm_fold(P, 2, 1)) ^ mc_bm_gf_mul(d, mc_bm_fold(P, 3, 1))
         : 0;
    c0[1] = c0[3] = C0 & longer16;
    for (k = 0; k < MCELIECE_M; ++k) {
      v4 sum = P[k] ^ __builtin_shufflevector(P[k], P[k], 1, 0, 3, 2);   /* lane 0: b C + d B */
      v4 chosen = (__builtin_shufflevector(X[k], X[k], 0, 0, 2, 2) & longer) | (X[k] & ~longer);
      chosen = chosen << 1 | (c0 >> k & 1);          /* B = y (longer ? C : B), lanes 1, 3 */
      X[k] = __builtin_shufflevector(sum, chosen, 0, 5, 0, 7);
    }
    C0 = mc_bm_gf_mul(C0, b);
    L = (crypto_uint16) ((L & ~longer16) | ((N + 1 - L) & longer16));
    b = (gf) ((b & ~longer16) | (d & longer16));
    d = next;
  }
  for (k = 0; k < MCELIECE_M; ++k) C[k] = X[k];
  return C0;
}

#endif

/* sigma = y^t C(1/y) with C(0) = 1: the locator whose roots are the error positions */
static void mc_bm_bitsliced(gf sigma[MCELIECE_T + 1], const gf s[2 * MCELIECE_T])
{
  v4 C[MCELIECE_M], bd[MCELIECE_M];
  gf C0, c0inv;
  int k, i;
#if MCELIECE_T > 64
  C0 = mc_bm_steps(C, s);
#else
  C0 = mc_bm_steps64(C, s);
#endif
  c0inv = gf_inv(C0);                                /* C_0 != 0: a product of b's */
  for (k = 0; k < MCELIECE_M; ++k) bd[k] = v4_broadcast(0 - (uint64_t) (c0inv >> k & 1));
  v4_mul(C, C, bd);
  sigma[MCELIECE_T] = 1;
  for (i = 1; i <= MCELIECE_T; ++i) {
    gf c = 0;
    for (k = 0; k < MCELIECE_M; ++k) c |= (gf) ((C[k][(i - 1) >> 6] >> ((i - 1) & 63) & 1) << k);
    sigma[MCELIECE_T - i] = c;
  }
}

#endif
