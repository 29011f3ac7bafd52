/*
 * mceliece/decode.h: decoding of the binary Goppa code (round-4 specification, section 2.4:
 * Decode), the straightforward way: the syndrome of the received word from the support and
 * g, the error locator by Berlekamp-Massey, its roots by evaluation at every support element,
 * and a re-encoding check that the error found has weight t and the same syndrome. The work
 * over the support is done 64 elements at a time (mceliece/vec.h).
 * No branch and no index depends on secret data; the loops' bounds are the set's sizes.
 * Public domain (CC0).
 */
#ifndef MCELIECE_DECODE_H
#define MCELIECE_DECODE_H

#include <string.h>
#include "crypto_uint16.h"
#include "crypto_uint64.h"
#include "mceliece/benes.h"
#include "mceliece/gf.h"
#include "mceliece/vec.h"

/* 64 bits of the bit vector x (nbytes long, 0 beyond) from bit 64 g on */
static inline uint64_t mc_bits64(const unsigned char *x, int nbytes, int g)
{
  uint64_t w = 0;
  int b;
  for (b = 0; b < 8 && 8 * g + b < nbytes; ++b) w |= (uint64_t) x[8 * g + b] << 8 * b;
  return w;
}

/* out[j] = sum over the positions i of the first `groups` groups of r_i L_i^j / g(L_i)^2,
   j < 2t; ginv2 holds 1/g(L_i)^2. Summed as vectors, folded to field elements at the end. */
static void mc_syndrome(gf out[2 * MCELIECE_T], const mc_vec *ginv2, const mc_vec *L,
                        const unsigned char *r, int nbytes, int groups)
{
  uint64_t acc[2 * MCELIECE_T][MCELIECE_M] = { { 0 } }, x;
  mc_vec a;
  int g, j, k;
  for (g = 0; g < groups; ++g) {
    uint64_t bits = mc_bits64(r, nbytes, g);
    for (k = 0; k < MCELIECE_M; ++k) a[k] = ginv2[g][k] & bits;
    for (j = 0; j < 2 * MCELIECE_T; ++j) {
      for (k = 0; k < MCELIECE_M; ++k) acc[j][k] ^= a[k];
      mc_vec_mul(a, a, L[g]);
    }
  }
  for (j = 0; j < 2 * MCELIECE_T; ++j) {
    out[j] = 0;
    for (k = 0; k < MCELIECE_M; ++k) {
      x = acc[j][k];
      x ^= x >> 32; x ^= x >> 16; x ^= x >> 8; x ^= x >> 4; x ^= x >> 2; x ^= x >> 1;
      out[j] |= (gf) ((x & 1) << k);
    }
  }
}

/* Berlekamp-Massey: sigma, of degree t, whose roots are the error positions' L_i */
static void mc_berlekamp_massey(gf sigma[MCELIECE_T + 1], const gf s[2 * MCELIECE_T])
{
  gf C[MCELIECE_T + 1] = { 1 }, B[MCELIECE_T + 1] = { 0, 1 }, T[MCELIECE_T + 1], b = 1, d, f;
  crypto_uint16 L = 0, dnonzero, longer;
  int N, i;
  for (N = 0; N < 2 * MCELIECE_T; ++N) {
    d = 0;
    for (i = 0; i <= (N < MCELIECE_T ? N : MCELIECE_T); ++i) d ^= gf_mul(C[i], s[N - i]);
    dnonzero = crypto_uint16_nonzero_mask(d);
    longer = dnonzero & crypto_uint16_leq_mask((crypto_uint16) (2 * L), (crypto_uint16) N);
    f = gf_mul(gf_inv(b), d);
    for (i = 0; i <= MCELIECE_T; ++i) {
      T[i] = C[i];
      C[i] ^= gf_mul(f, B[i]) & dnonzero;
      B[i] = (gf) ((B[i] & ~longer) | (T[i] & longer));
    }
    L = (crypto_uint16) ((L & ~longer) | ((N + 1 - L) & longer));
    b = (gf) ((b & ~longer) | (d & longer));
    memmove(B + 1, B, sizeof(gf) * MCELIECE_T);   /* B = y B */
    B[0] = 0;
  }
  for (i = 0; i <= MCELIECE_T; ++i) sigma[i] = C[MCELIECE_T - i];
}

/* e from the ciphertext c (SYNDBYTES) and sk from g on; returns 0 on success, else 1 */
static int mc_decrypt(unsigned char e[MC_NBYTES], const unsigned char *sk, const unsigned char *c)
{
  gf g[MCELIECE_T + 1], L[MCELIECE_N], s[2 * MCELIECE_T], s2[2 * MCELIECE_T], sigma[MCELIECE_T + 1];
  mc_vec Lv[MC_GROUPS], ginv2[MC_GROUPS], v;
  crypto_uint16 check, weight = 0;
  uint64_t zero;
  int i, k, b;

  for (i = 0; i < MCELIECE_T; ++i) g[i] = mc_load_gf(sk + 2 * i);
  g[MCELIECE_T] = 1;
  mc_support(L, sk + MC_IRRBYTES);
  for (i = 0; i < MC_GROUPS; ++i) {
    mc_vec_load(Lv[i], L, i);
    mc_vec_eval(v, g, Lv[i]);
    mc_vec_mul(v, v, v);
    mc_vec_inv(ginv2[i], v);
  }
  mc_syndrome(s, ginv2, Lv, c, MC_SYNDBYTES, (8 * MC_SYNDBYTES + 63) / 64);   /* r = C, 0 after */
  mc_berlekamp_massey(sigma, s);
  for (i = 0; i < MC_GROUPS; ++i) {                /* e_i = 1 where sigma(L_i) = 0 */
    mc_vec_eval(v, sigma, Lv[i]);
    for (zero = 0, k = 0; k < MCELIECE_M; ++k) zero |= v[k];
    zero = ~zero;
    if (MCELIECE_N - 64 * i < 64) zero &= (1ULL << (MCELIECE_N - 64 * i)) - 1;   /* past n */
    weight += (crypto_uint16) crypto_uint64_ones_num(zero);
    for (b = 0; b < 8 && 8 * i + b < MC_NBYTES; ++b) e[8 * i + b] = (unsigned char) (zero >> 8 * b);
  }
  mc_syndrome(s2, ginv2, Lv, e, MC_NBYTES, MC_GROUPS);
  check = weight ^ MCELIECE_T;
  for (i = 0; i < 2 * MCELIECE_T; ++i) check |= s[i] ^ s2[i];
  return crypto_uint16_nonzero_01(check);
}

#endif
