/*
 * mceliece/avx2/fft.h: the additive FFT over GF(2^m) (Gao and Mateer 2010, in the bitsliced
 * form of Bernstein, Chou and Schwabe, "McBits", 2013) and its transpose:
 *   mc_fft     f(alpha) at all 2^m points, for a monic f of degree t;
 *   mc_fft_tr  sum over all points of w(alpha) alpha^j, j < 2^L: the syndrome's power sums.
 * Point order: output index i = 64 w + b (slot w, lane b; group w/4 of mc_fft_data, lane w%4)
 * holds the point bitrev_m(i), the order the Benes network of the secret key permutes.
 * Shape (fft-consts-gen.c derives the constants): with L = m - 6, the polynomial's first 2^L
 * coefficients, bitsliced in L_WORDS words per bit, go through L levels of "scale by b_l,
 * Taylor-expand at x^2 + x" (each level halves the polynomials, the halves interleaved);
 * the 2^L constants left are broadcast to the 2^L slots of 64 lanes; L levels of
 * butterflies (u + tw v, u + tw v + v) rebuild the values, deepest level first; a monic
 * x^(2^L) term (t = 2^L) adds alpha^(2^L). Levels 0 and 1 pair slots inside a group of four
 * and regroup two groups by shuffles. The transpose runs the same steps backwards, each one
 * transposed. Every step is straight-line: constant time.
 * Public domain (CC0).
 */
#ifndef MCELIECE_AVX2_FFT_H
#define MCELIECE_AVX2_FFT_H

#include <stdint.h>
#include "mceliece/gf.h"
#include "mceliece/vec.h"
#include "mceliece/avx2/v4.h"
#include "mceliece/avx2/fft-consts.h"

#define MC_FFT_L (MCELIECE_M - 6)                   /* split levels: slots are 2^L */
#define MC_FFT_SLOTS (1 << MC_FFT_L)
#define MC_FFT_GROUPS (MC_FFT_SLOTS / 4)
#define MC_FFT_WORDS (MC_FFT_SLOTS / 64)            /* 2^L coefficients, bitsliced */

typedef v4 mc_fft_data[MC_FFT_GROUPS][MCELIECE_M];
typedef uint64_t mc_fft_poly[MC_FFT_WORDS][MCELIECE_M];
typedef uint64_t mc_fft_tr_poly[2 * MC_FFT_WORDS][MCELIECE_M];   /* 2^(L+1) coefficients */

/* masks of the Taylor steps at distance d = 2^k <= 16: in each block of 4d positions, the
   third quarter (Q2) and the fourth (Q3) */
static const uint64_t mc_taylor_q2[5] = {
  UINT64_C(0x4444444444444444), UINT64_C(0x3030303030303030), UINT64_C(0x0f000f000f000f00),
  UINT64_C(0x00ff000000ff0000), UINT64_C(0x0000ffff00000000)
};
static const uint64_t mc_taylor_q3[5] = {
  UINT64_C(0x8888888888888888), UINT64_C(0xc0c0c0c0c0c0c0c0), UINT64_C(0xf000f000f000f000),
  UINT64_C(0xff000000ff000000), UINT64_C(0xffff000000000000)
};

/* level l's Taylor expansion of the polynomials at x^2 + x: with Q0..Q3 the quarters of a
   block of 4d, f = Q0 + x^d Q1 + x^2d Q2 + x^3d Q3 and x^2d = (x^2 + x)^d + x^d give
   Q2 += Q3, Q1 += Q2; blocks from the largest (4d = all `words` words) down to level l's
   stride. Quarters of a word or more (d >= 32) move whole half words or words. */
static void mc_taylor(uint64_t (*p)[MCELIECE_M], int words, int l)
{
  int k, q, i, j, d, top = 0;
  while (64 << top < 64 * words) ++top;             /* 64 words = 2^(6 + top) positions */
  for (k = top + 4; k >= l; --k)
    for (i = 0; i < MCELIECE_M; ++i) {
      d = 1 << k;
      if (d >= 64)
        for (q = 0; q + 4 * (d / 64) <= words; q += 4 * (d / 64))
          for (j = q; j < q + d / 64; ++j) {
            p[j + 2 * (d / 64)][i] ^= p[j + 3 * (d / 64)][i];
            p[j + d / 64][i] ^= p[j + 2 * (d / 64)][i];
          }
      else if (d == 32)
        for (q = 0; q + 2 <= words; q += 2) {
          p[q + 1][i] ^= p[q + 1][i] >> 32;
          p[q][i] ^= p[q + 1][i] << 32;
        }
      else
        for (q = 0; q < words; ++q) {
          p[q][i] ^= (p[q][i] & mc_taylor_q3[k]) >> d;
          p[q][i] ^= (p[q][i] & mc_taylor_q2[k]) >> d;
        }
    }
}

/* the transpose: the same steps in reverse order, each x_low += x_high made x_high += x_low */
static void mc_taylor_tr(uint64_t (*p)[MCELIECE_M], int words, int l)
{
  int k, q, i, j, d, top = 0;
  while (64 << top < 64 * words) ++top;
  for (k = l; k <= top + 4; ++k)
    for (i = 0; i < MCELIECE_M; ++i) {
      d = 1 << k;
      if (d >= 64)
        for (q = 0; q + 4 * (d / 64) <= words; q += 4 * (d / 64))
          for (j = q; j < q + d / 64; ++j) {
            p[j + 2 * (d / 64)][i] ^= p[j + d / 64][i];
            p[j + 3 * (d / 64)][i] ^= p[j + 2 * (d / 64)][i];
          }
      else if (d == 32)
        for (q = 0; q + 2 <= words; q += 2) {
          p[q + 1][i] ^= p[q][i] >> 32;
          p[q + 1][i] ^= p[q + 1][i] << 32;
        }
      else
        for (q = 0; q < words; ++q) {
          p[q][i] ^= (p[q][i] & (mc_taylor_q2[k] >> d)) << d;
          p[q][i] ^= (p[q][i] & mc_taylor_q2[k]) << d;
        }
    }
}

/* coefficient i times b_l^(i >> l): level l's polynomials, f(x) -> f(b_l x) */
static void mc_fft_scale_level(uint64_t (*p)[MCELIECE_M], int words, int l)
{
  mc_vec s;
  int q, i;
  for (q = 0; q < words; ++q) {
    for (i = 0; i < MCELIECE_M; ++i) s[i] = mc_fft_scale[l][i][q];
    mc_vec_mul(p[q], p[q], s);
  }
}

/* u += tw v; v += u, on 4 pairs */
static inline void mc_butterfly(v4 u[MCELIECE_M], v4 v[MCELIECE_M], const v4 tw[MCELIECE_M])
{
  v4 t[MCELIECE_M];
  int i;
  v4_mul(t, v, tw);
  for (i = 0; i < MCELIECE_M; ++i) { u[i] ^= t[i]; v[i] ^= u[i]; }
}

/* the transpose: u += v; v += tw u */
static inline void mc_butterfly_tr(v4 u[MCELIECE_M], v4 v[MCELIECE_M], const v4 tw[MCELIECE_M])
{
  v4 t[MCELIECE_M];
  int i;
  for (i = 0; i < MCELIECE_M; ++i) u[i] ^= v[i];
  v4_mul(t, u, tw);
  for (i = 0; i < MCELIECE_M; ++i) v[i] ^= t[i];
}

/* one level of butterflies over all slot pairs (w, w + 2^l), either direction */
static void mc_fft_level(mc_fft_data x, int l, int transposed)
{
  v4 u[MCELIECE_M], v[MCELIECE_M], tw[MCELIECE_M];
  int g, h, i;
  if (l >= 2) {
    int d = 1 << (l - 2);
    for (g = 0; g < MC_FFT_GROUPS; ++g) {
      if (g & d) continue;                           /* public: the pair's upper half */
      for (i = 0; i < MCELIECE_M; ++i)
        tw[i] = v4_broadcast(mc_fft_tw[(1 << (MC_FFT_L - 1 - l)) - 1 + (g >> (l - 1))][i]);
      if (transposed) mc_butterfly_tr(x[g], x[g + d], tw);
      else mc_butterfly(x[g], x[g + d], tw);
    }
    return;
  }
  for (h = 0; h < MC_FFT_GROUPS / 2; ++h) {          /* slots 8h .. 8h + 7 */
    v4 *a = x[2 * h], *b = x[2 * h + 1];
    for (i = 0; i < MCELIECE_M; ++i) {
      tw[i] = v4_load(mc_fft_tw01[l][h][i]);
      if (l == 0) {                                  /* u: slots 0 4 2 6, v: 1 5 3 7 */
        u[i] = __builtin_shufflevector(a[i], b[i], 0, 4, 2, 6);
        v[i] = __builtin_shufflevector(a[i], b[i], 1, 5, 3, 7);
      } else {                                       /* u: slots 0 1 4 5, v: 2 3 6 7 */
        u[i] = __builtin_shufflevector(a[i], b[i], 0, 1, 4, 5);
        v[i] = __builtin_shufflevector(a[i], b[i], 2, 3, 6, 7);
      }
    }
    if (transposed) mc_butterfly_tr(u, v, tw);
    else mc_butterfly(u, v, tw);
    for (i = 0; i < MCELIECE_M; ++i) {
      if (l == 0) {
        a[i] = __builtin_shufflevector(u[i], v[i], 0, 4, 2, 6);
        b[i] = __builtin_shufflevector(u[i], v[i], 1, 5, 3, 7);
      } else {
        a[i] = __builtin_shufflevector(u[i], v[i], 0, 1, 4, 5);
        b[i] = __builtin_shufflevector(u[i], v[i], 2, 3, 6, 7);
      }
    }
  }
}

/* out = f at every point; f monic of degree t (f[t] = 1 is assumed when t = 2^L) */
static void mc_fft(mc_fft_data out, const gf f[MCELIECE_T + 1])
{
  mc_fft_poly p = { { 0 } };
  int j, i, l, g;
  for (j = 0; j < MC_FFT_SLOTS && j <= MCELIECE_T; ++j)
    for (i = 0; i < MCELIECE_M; ++i) p[j >> 6][i] |= (uint64_t) (f[j] >> i & 1) << (j & 63);
  for (l = 0; l < MC_FFT_L; ++l) {
    mc_fft_scale_level(p, MC_FFT_WORDS, l);
    mc_taylor(p, MC_FFT_WORDS, l);
  }
  for (g = 0; g < MC_FFT_GROUPS; ++g) {            /* the constant of leaf w in slot w */
    v4 shift = { (uint64_t) (4 * g & 63), (uint64_t) ((4 * g + 1) & 63), (uint64_t) ((4 * g + 2) & 63),
                 (uint64_t) ((4 * g + 3) & 63) };
    for (i = 0; i < MCELIECE_M; ++i) out[g][i] = -(v4_broadcast(p[g >> 4][i]) >> shift & 1);
  }
  for (l = MC_FFT_L - 1; l >= 0; --l) mc_fft_level(out, l, 0);
#if MCELIECE_T == MC_FFT_SLOTS
  for (g = 0; g < MC_FFT_GROUPS; ++g)
    for (i = 0; i < MCELIECE_M; ++i) out[g][i] ^= v4_load(mc_fft_powers[g][i]);
#endif
}

/* each 64-bit lane folded to its parity (in bit 0; the other bits are not cleared) */
static inline v4 v4_parity(const v4 *lanes)
{
  v4 x = *lanes;
  x ^= x >> 32;
  x ^= x >> 16;
  x ^= x >> 8;
  x ^= x >> 4;
  x ^= x >> 2;
  return x ^ x >> 1;
}

/* out[j] = sum over the points of w(alpha) alpha^j, j < 2^(L+1) (w is overwritten). One level
   more than the FFT's: level L splits lane bit 5, the same in every slot, so its leaves are
   the sum of a slot's lanes (u) and the sum of its lanes times mc_fft_lane_tw (v). */
static void mc_fft_tr(gf out[2 * MC_FFT_SLOTS], mc_fft_data w)
{
  mc_fft_tr_poly p = { { 0 } };
  v4 tw[MCELIECE_M], prod[MCELIECE_M], acc_u[MCELIECE_M], acc_v[MCELIECE_M];
  int j, i, l, g;
  for (l = 0; l < MC_FFT_L; ++l) mc_fft_level(w, l, 1);
  for (i = 0; i < MCELIECE_M; ++i) tw[i] = v4_broadcast(mc_fft_lane_tw[i]);
  for (g = 0; g < MC_FFT_GROUPS; ++g) {              /* leaf w (u) and leaf w + 2^L (v) */
    v4 shift = { (uint64_t) (4 * g & 63), (uint64_t) ((4 * g + 1) & 63), (uint64_t) ((4 * g + 2) & 63),
                 (uint64_t) ((4 * g + 3) & 63) };
    if ((4 * g & 63) == 0)
      for (i = 0; i < MCELIECE_M; ++i) acc_u[i] = acc_v[i] = (v4) { 0, 0, 0, 0 };
    v4_mul(prod, w[g], tw);
    for (i = 0; i < MCELIECE_M; ++i) {               /* a lane's parity in its bit 0, to bit slot */
      acc_u[i] |= (v4_parity(&w[g][i]) & 1) << shift;
      acc_v[i] |= (v4_parity(&prod[i]) & 1) << shift;
    }
    if ((4 * g & 63) == 60)                          /* 64 slots done: the lanes' bits, one word */
      for (i = 0; i < MCELIECE_M; ++i) {
        p[g >> 4][i] = acc_u[i][0] | acc_u[i][1] | acc_u[i][2] | acc_u[i][3];
        p[(g >> 4) + MC_FFT_WORDS][i] = acc_v[i][0] | acc_v[i][1] | acc_v[i][2] | acc_v[i][3];
      }
  }
  for (l = MC_FFT_L; l >= 0; --l) {
    mc_taylor_tr(p, 2 * MC_FFT_WORDS, l);
    mc_fft_scale_level(p, 2 * MC_FFT_WORDS, l);
  }
  for (j = 0; j < 2 * MC_FFT_SLOTS; ++j) {
    out[j] = 0;
    for (i = 0; i < MCELIECE_M; ++i) out[j] |= (gf) ((p[j >> 6][i] >> (j & 63) & 1) << i);
  }
}

#endif
