/*
 * mceliece/avx2/bm.h: Berlekamp-Massey on bitsliced polynomials, the error locator of the
 * Goppa decoder from the 2t power sums. The same recurrence as mceliece/decode.h, without
 * its division: C = b C + d B instead of C - (d/b) B (Berlekamp's inversionless form, as in
 * McBits), which keeps every C a nonzero multiple of the divided one; the result is divided
 * by its constant coefficient once, at the end, so the locator is exactly the portable one.
 * C_1..C_t, B_1..B_t and the window of syndromes s_(N-1), ..., s_(N-t) are held bit k of
 * coefficient i in bit i - 1 of plane k, over MC_BM_WORDS 64-bit lanes of a v4; C_0 is a
 * field element (B_0 is always 0). One step costs a product for the discrepancy and one for
 * both updates (C and B side by side in the v4's lanes). Straight-line, masks for the
 * choices: constant time.
 * Public domain (CC0).
 */
#ifndef MCELIECE_AVX2_BM_H
#define MCELIECE_AVX2_BM_H

#include <stdint.h>
#include "crypto_uint16.h"
#include "crypto_uint64.h"
#include "mceliece/gf.h"
#include "mceliece/avx2/v4.h"

#define MC_BM_WORDS ((MCELIECE_T + 63) / 64)        /* 1 (t = 64) or 2 */

/* a polynomial shifted by one coefficient: bit i to i + 1 across the lanes */
static inline void mc_bm_shift(v4 *x)
{
  v4 zero = { 0, 0, 0, 0 };
  *x = *x << 1 | __builtin_shufflevector(*x >> 63, zero, 4, 0, 1, 2);
}

/* sigma = y^t C(1/y) with C(0) = 1: the locator whose roots are the error positions */
static void mc_bm_bitsliced(gf sigma[MCELIECE_T + 1], const gf s[2 * MCELIECE_T])
{
  v4 C[MCELIECE_M], B[MCELIECE_M], S[MCELIECE_M], CB[MCELIECE_M], m[MCELIECE_M], P[MCELIECE_M];
  v4 valid = { 0, 0, 0, 0 };                       /* the t slots of C_1 .. C_t */
  gf C0 = 1, b = 1, d, c0inv;
  crypto_uint16 L = 0, longer16;
  uint64_t longer, fold;
  int N, k, i;

  for (i = 0; i < MC_BM_WORDS; ++i)
    valid[i] = MCELIECE_T - 64 * i >= 64 ? ~(uint64_t) 0 : ((uint64_t) 1 << (MCELIECE_T - 64 * i)) - 1;
  for (k = 0; k < MCELIECE_M; ++k) {
    C[k] = S[k] = B[k] = (v4) { 0, 0, 0, 0 };
  }
  B[0] = (v4) { 1, 0, 0, 0 };                       /* B = y: B_1 = 1 */
  for (N = 0; N < 2 * MCELIECE_T; ++N) {
    if (N > 0)                                       /* window: s_(N-1) enters slot 0 */
      for (k = 0; k < MCELIECE_M; ++k) {
        mc_bm_shift(&S[k]);
        S[k] = (S[k] | (v4) { (uint64_t) (s[N - 1] >> k & 1), 0, 0, 0 }) & valid;
      }
    v4_mul(P, C, S);                                 /* d = C_0 s_N + sum C_i s_(N-i) */
    d = gf_mul(C0, s[N]);
    for (k = 0; k < MCELIECE_M; ++k) {
      fold = 0;
      for (i = 0; i < MC_BM_WORDS; ++i) fold ^= P[k][i];
      d ^= (gf) (__builtin_parityll(fold) << k);
    }
    longer16 = crypto_uint16_nonzero_mask(d) & crypto_uint16_leq_mask((crypto_uint16) (2 * L), (crypto_uint16) N);
    longer = 0 - (uint64_t) (longer16 & 1);
    for (k = 0; k < MCELIECE_M; ++k) {               /* (C | B) times (b | d) */
      uint64_t bk = 0 - (uint64_t) (b >> k & 1), dk = 0 - (uint64_t) (d >> k & 1);
#if MC_BM_WORDS == 1
      CB[k] = __builtin_shufflevector(C[k], B[k], 0, 4, 2, 6);
      m[k] = (v4) { bk, dk, 0, 0 };
#else
      CB[k] = __builtin_shufflevector(C[k], B[k], 0, 1, 4, 5);
      m[k] = (v4) { bk, bk, dk, dk };
#endif
    }
    v4_mul(P, CB, m);
    for (k = 0; k < MCELIECE_M; ++k) {
#if MC_BM_WORDS == 1
      v4 next = P[k] ^ __builtin_shufflevector(P[k], P[k], 1, 0, 3, 2);
#else
      v4 next = P[k] ^ __builtin_shufflevector(P[k], P[k], 2, 3, 0, 1);
#endif
      v4 chosen = (C[k] & longer) | (B[k] & ~longer);   /* B = y (longer ? C : B) */
      mc_bm_shift(&chosen);
      chosen |= (v4) { (uint64_t) (C0 >> k & 1) & longer, 0, 0, 0 };
      B[k] = chosen & valid;
      C[k] = next & valid;
    }
    C0 = gf_mul(C0, b);
    L = (crypto_uint16) ((L & ~longer16) | ((N + 1 - L) & longer16));
    b = (gf) ((b & ~longer16) | (d & longer16));
  }
  c0inv = gf_inv(C0);                                /* C_0 != 0: a product of b's */
  for (k = 0; k < MCELIECE_M; ++k) m[k] = v4_broadcast(0 - (uint64_t) (c0inv >> k & 1));
  v4_mul(C, C, m);
  sigma[MCELIECE_T] = 1;
  for (i = 1; i <= MCELIECE_T; ++i) {
    gf c = 0;
    for (k = 0; k < MCELIECE_M; ++k) c |= (gf) ((C[k][(i - 1) >> 6] >> ((i - 1) & 63) & 1) << k);
    sigma[MCELIECE_T - i] = c;
  }
}

#endif
