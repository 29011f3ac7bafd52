/*
 * mceliece/avx2/decode.h: decoding of the binary Goppa code (round-4 specification, section
 * 2.4: Decode) over the whole field at once, as McBits and libmceliece's vec/avx code do;
 * the same results as mceliece/decode.h (the portable decoder), faster:
 *   1. g at all 2^m points by the additive FFT (fft.h); 1/g^2 by one inversion for all
 *      (Montgomery's trick over the FFT's groups of 256 points);
 *   2. the received word (C, then zeros) moved from support order to the FFT's point order by
 *      the Benes network of the key, run backwards (benes.h);
 *   3. the 2t power sums s_j = sum r(a) a^j / g(a)^2 by the transposed FFT, which yields
 *      2^(m-5) >= 2t of them (one level more than the FFT's);
 *   4. the locator by Berlekamp-Massey (bm.h); its roots by the FFT: the error in point order;
 *   5. the error moved to support order by the Benes network, bits past n cleared.
 * Success as the portable decoder defines it: the error has weight t among the n support
 * positions and its power sums are s. Checked here on the point-order error, which is the
 * same vector once its weight over all 2^m points is t as well (a locator of degree t has at
 * most t roots, so a success there has no root outside the support).
 * No branch and no index depends on secret data.
 * Public domain (CC0).
 */
#ifndef MCELIECE_AVX2_DECODE_H
#define MCELIECE_AVX2_DECODE_H

#include <string.h>
#include "crypto_uint16.h"
#include "crypto_uint64.h"
#include "mceliece/gf.h"
#include "mceliece/avx2/v4.h"
#include "mceliece/avx2/fft.h"
#include "mceliece/avx2/bm.h"
#include "mceliece/avx2/benes.h"

/* inv = 1/g(a)^2 at every point (g has no root in GF(2^m): it is irreducible of degree t) */
static void mc_goppa_weights(mc_fft_data inv, const gf g[MCELIECE_T + 1])
{
  mc_fft_data sq;
  v4 t[MCELIECE_M];
  int i;
  mc_fft(sq, g);
  v4_sq(sq[0], sq[0]);
  memcpy(inv[0], sq[0], sizeof inv[0]);
  for (i = 1; i < MC_FFT_GROUPS; ++i) {             /* inv[i] = g^2 over groups 0 .. i */
    v4_sq(sq[i], sq[i]);
    v4_mul(inv[i], inv[i - 1], sq[i]);
  }
  v4_inv(t, inv[MC_FFT_GROUPS - 1]);                 /* one inversion for all (Montgomery) */
  for (i = MC_FFT_GROUPS - 1; i > 0; --i) {         /* t = 1/(product over groups 0 .. i) */
    v4_mul(inv[i], t, inv[i - 1]);
    v4_mul(t, t, sq[i]);
  }
  memcpy(inv[0], t, sizeof t);
}

/* the 2t power sums of the point-order bit vector r (2t <= 2^(L+1): one transposed FFT) */
static void mc_power_sums(gf s[2 * MCELIECE_T], const mc_fft_data inv, const uint64_t r[MC_BITWORDS])
{
  mc_fft_data w;
  gf all[2 * MC_FFT_SLOTS];
  int g, k;
  for (g = 0; g < MC_FFT_GROUPS; ++g) {
    v4 bits = v4_load(r + 4 * g);
    for (k = 0; k < MCELIECE_M; ++k) w[g][k] = inv[g][k] & bits;
  }
  mc_fft_tr(all, w);
  memcpy(s, all, sizeof(gf) * 2 * MCELIECE_T);
}

/* e from the ciphertext c (SYNDBYTES) and sk from g on; returns 0 on success, else 1 */
static int mc_decrypt(unsigned char e[MC_NBYTES], const unsigned char *sk, const unsigned char *c)
{
  mc_fft_data inv, eval;
  uint64_t r[MC_BITWORDS], err[MC_BITWORDS], zero;
  gf g[MCELIECE_T + 1], s[2 * MCELIECE_T], s2[2 * MCELIECE_T], sigma[MCELIECE_T + 1];
  crypto_uint16 check, weight_all = 0, weight = 0;
  int i, k, lane;

  for (i = 0; i < MCELIECE_T; ++i) g[i] = mc_load_gf(sk + 2 * i);
  g[MCELIECE_T] = 1;
  mc_goppa_weights(inv, g);
  for (i = 0; i < MC_BITWORDS; ++i)                  /* r = C, then zeros */
    r[i] = 8 * i < MC_SYNDBYTES ? mc_load_le(c + 8 * i, MC_SYNDBYTES - 8 * i < 8 ? MC_SYNDBYTES - 8 * i : 8) : 0;
  mc_benes_bits(r, sk + MC_IRRBYTES, 1);
  mc_power_sums(s, inv, r);
  mc_bm_bitsliced(sigma, s);
  mc_fft(eval, sigma);
  for (i = 0; i < MC_FFT_GROUPS; ++i)                /* the roots: all m bits zero */
    for (lane = 0; lane < 4; ++lane) {
      for (zero = 0, k = 0; k < MCELIECE_M; ++k) zero |= eval[i][k][lane];
      err[4 * i + lane] = ~zero;
      weight_all += (crypto_uint16) crypto_uint64_ones_num(~zero);
    }
  mc_power_sums(s2, inv, err);
  mc_benes_bits(err, sk + MC_IRRBYTES, 0);
  for (i = 0; i < MC_NBYTES; ++i) {
    unsigned char byte = (unsigned char) (err[i >> 3] >> 8 * (i & 7));
    e[i] = byte;
    weight += (crypto_uint16) crypto_uint64_ones_num(byte);
  }
  check = (weight ^ MCELIECE_T) | (weight_all ^ MCELIECE_T);
  for (i = 0; i < 2 * MCELIECE_T; ++i) check |= s[i] ^ s2[i];
  return crypto_uint16_nonzero_01(check);
}

#endif
