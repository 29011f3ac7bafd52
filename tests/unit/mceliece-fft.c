/*
 * tests/unit/mceliece-fft.c: the parts of the fast Classic McEliece decoder (common/mceliece/
 * avx2/) against their definitions, for the set MC_SET names (mceliece348864, m = 12, unless
 * a wrapper such as mceliece-fft-m13.c names another):
 *   mc_fft          f(bitrev(i)) at every index i, by Horner (gf_eval), monic f of degree t;
 *   mc_fft_tr       sum of w_i bitrev(i)^j over all points, j < 2^(m-5), random weights;
 *   mc_bm_bitsliced the portable mc_berlekamp_massey's locator, on random syndromes (the
 *                   degenerate cases included) and on the syndromes of a weight-t error;
 *   mc_benes_bits   each bit goes where mc_benes moves its position (random control bits),
 *                   and the inverse undoes it.
 * Prints the first failures and a summary; exits nonzero on any failure.
 * Public domain (CC0).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#ifndef MC_SET
#define MC_SET "mceliece/sets/mceliece348864.h"
#endif
#include MC_SET
/* the sizes mceliece/params.h checks against a folder's api.h */
#define crypto_kem_PUBLICKEYBYTES (MCELIECE_M * MCELIECE_T * ((MCELIECE_N - MCELIECE_M * MCELIECE_T + 7) / 8))
#define crypto_kem_SECRETKEYBYTES (40 + 2 * MCELIECE_T + (1 << MCELIECE_M) / 16 * (2 * MCELIECE_M - 1) + MCELIECE_N / 8)
#define crypto_kem_CIPHERTEXTBYTES ((MCELIECE_M * MCELIECE_T + 7) / 8)
#define crypto_kem_BYTES 32
/* the headers hold the whole library of static functions; this test uses a few */
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wpsabi"   /* v4 in static functions, without -mavx */
#include "mceliece/gf.h"
#include "mceliece/decode.h"
#include "mceliece/avx2/fft.h"
#include "mceliece/avx2/bm.h"
#include "mceliece/avx2/benes.h"

static long failures, checks;

static void check(int ok, const char *what, long at, unsigned want, unsigned got)
{
  ++checks;
  if (ok) return;
  if (++failures <= 10) printf("FAIL %s at %ld: want %x, got %x\n", what, at, want, got);
}

static uint64_t prng(void)                          /* xorshift64: failures reproduce */
{
  static uint64_t s = 0x2545f4914f6cdd1dULL;
  s ^= s << 13;
  s ^= s >> 7;
  s ^= s << 17;
  return s;
}

static gf element(mc_fft_data x, int i)            /* point index i of an FFT vector */
{
  gf r = 0;
  int k;
  for (k = 0; k < MCELIECE_M; ++k) r |= (gf) ((x[i >> 8][k][(i >> 6) & 3] >> (i & 63) & 1) << k);
  return r;
}

static void test_fft(void)
{
  static mc_fft_data out, w;
  static gf weight[MC_Q];
  gf f[MCELIECE_T + 1], sums[2 * MC_FFT_SLOTS], power;
  int i, j, k;
  for (i = 0; i < MCELIECE_T; ++i) f[i] = (gf) (prng() & MC_GFMASK);
  f[MCELIECE_T] = 1;
  mc_fft(out, f);
  for (i = 0; i < MC_Q; ++i) {
    gf want = gf_eval(f, gf_bitrev((gf) i)), got = element(out, i);
    check(want == got, "mc_fft", i, want, got);
  }
  memset(w, 0, sizeof w);
  for (i = 0; i < MC_Q; ++i) {
    weight[i] = (gf) (prng() & MC_GFMASK);
    for (k = 0; k < MCELIECE_M; ++k) w[i >> 8][k][(i >> 6) & 3] |= (uint64_t) (weight[i] >> k & 1) << (i & 63);
  }
  mc_fft_tr(sums, w);
  for (j = 0; j < 2 * MC_FFT_SLOTS; ++j) {
    gf want = 0;
    for (i = 0; i < MC_Q; ++i) {
      gf a = gf_bitrev((gf) i);
      for (power = 1, k = 0; k < j; ++k) power = gf_mul(power, a);
      want ^= gf_mul(weight[i], power);
    }
    check(want == sums[j], "mc_fft_tr", j, want, sums[j]);
  }
}

static void test_bm(int real)
{
  gf s[2 * MCELIECE_T], want[MCELIECE_T + 1], got[MCELIECE_T + 1];
  int i, j;
  if (real) {                                       /* power sums of t distinct points */
    gf pos[MCELIECE_T];
    for (i = 0; i < MCELIECE_T; ++i) {
      do {
        pos[i] = (gf) (prng() & MC_GFMASK);
        for (j = 0; j < i && pos[j] != pos[i]; ++j) {}
      } while (j < i || pos[i] == 0);
    }
    for (j = 0; j < 2 * MCELIECE_T; ++j) {
      s[j] = 0;
      for (i = 0; i < MCELIECE_T; ++i) {
        gf p = 1;
        int k;
        for (k = 0; k < j; ++k) p = gf_mul(p, pos[i]);
        s[j] ^= p;
      }
    }
  } else {
    int zeros = (int) (prng() % 4);                 /* some runs of zero syndromes */
    for (j = 0; j < 2 * MCELIECE_T; ++j) s[j] = zeros && prng() % 4 == 0 ? 0 : (gf) (prng() & MC_GFMASK);
  }
  mc_berlekamp_massey(want, s);
  mc_bm_bitsliced(got, s);
  for (i = 0; i <= MCELIECE_T; ++i) check(want[i] == got[i], real ? "mc_bm_bitsliced (errors)" : "mc_bm_bitsliced", i, want[i], got[i]);
}

static void test_benes(void)
{
  static unsigned char cond[MC_CONDBYTES];
  int16_t p[MC_Q];
  uint64_t bits[MC_BITWORDS], moved[MC_BITWORDS];
  int i, inverse;
  for (i = 0; i < MC_CONDBYTES; ++i) cond[i] = (unsigned char) prng();
  for (i = 0; i < MC_Q; ++i) p[i] = (int16_t) i;
  mc_benes(p, cond);                                /* p[x] = pi(x) */
  for (i = 0; i < MC_BITWORDS; ++i) bits[i] = prng();
  for (inverse = 0; inverse < 2; ++inverse) {
    memcpy(moved, bits, sizeof bits);
    mc_benes_bits(moved, cond, inverse);
    for (i = 0; i < MC_Q; ++i) {                     /* forward: new x = old pi(x) */
      int to = inverse ? p[i] : i, from = inverse ? i : p[i];
      unsigned want = (unsigned) (bits[from >> 6] >> (from & 63) & 1), got = (unsigned) (moved[to >> 6] >> (to & 63) & 1);
      check(want == got, inverse ? "mc_benes_bits inverse" : "mc_benes_bits", i, want, got);
    }
  }
}

int main(void)
{
  int r;
  for (r = 0; r < 3; ++r) test_fft();
  for (r = 0; r < 20; ++r) test_bm(r & 1);
  for (r = 0; r < 5; ++r) test_benes();
  printf("mceliece-fft (%s): %ld checks, %ld failures\n", MC_SET, checks, failures);
  return failures != 0;
}
