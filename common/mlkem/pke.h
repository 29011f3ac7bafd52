/*
 * mlkem/pke.h: K-PKE, the public-key encryption scheme inside ML-KEM, for k = MLKEM_K.
 * Specified in FIPS 203 (2024), section 5: K-PKE.KeyGen (Algorithm 13), K-PKE.Encrypt
 * (Algorithm 14), K-PKE.Decrypt (Algorithm 15). The matrix A is never stored: each entry is
 * sampled when the matrix-vector product needs it.
 * Public domain (CC0).
 */
#ifndef MLKEM_PKE_H
#define MLKEM_PKE_H

#include <string.h>
#include "crypto_declassify.h"
#include "mlkem/poly.h"

/* out = A v (transposed = 0) or A^T v (transposed = 1), all in the NTT domain */
static void mlkem_matvec(mlkem_poly out[MLKEM_K], const unsigned char rho[32], const mlkem_poly v[MLKEM_K],
                         int transposed)
{
  mlkem_poly a;
  unsigned char i, j;
  for (i = 0; i < MLKEM_K; ++i) {
    mlkem_poly_zero(&out[i]);
    for (j = 0; j < MLKEM_K; ++j) {
      if (transposed) mlkem_sample_ntt(&a, rho, j, i);
      else mlkem_sample_ntt(&a, rho, i, j);
      mlkem_multiply_add(&out[i], &a, &v[j]);
    }
  }
}

/* r = a^T b in the NTT domain */
static void mlkem_inner(mlkem_poly *r, const mlkem_poly a[MLKEM_K], const mlkem_poly b[MLKEM_K])
{
  unsigned i;
  mlkem_poly_zero(r);
  for (i = 0; i < MLKEM_K; ++i) mlkem_multiply_add(r, &a[i], &b[i]);
}

/* Algorithm 13 */
static void mlkem_pke_keygen(unsigned char ek[MLKEM_PUBLICKEYBYTES], unsigned char dk[MLKEM_PKE_SECRETKEYBYTES],
                             const unsigned char d[32])
{
  unsigned char in[33], g[64];
  const unsigned char *rho = g, *sigma = g + 32;
  mlkem_poly s[MLKEM_K], e[MLKEM_K], t[MLKEM_K];
  unsigned i;

  memcpy(in, d, 32);
  in[32] = MLKEM_K;  /* domain separation by k (FIPS 203 final) */
  sha3_512(g, in, 33);
  crypto_declassify(g, 32);  /* rho is published in ek: rejection sampling on it may branch */
  for (i = 0; i < MLKEM_K; ++i) {
    mlkem_sample_cbd(&s[i], sigma, (unsigned char) i, MLKEM_ETA1);
    mlkem_ntt(&s[i]);
  }
  for (i = 0; i < MLKEM_K; ++i) {
    mlkem_sample_cbd(&e[i], sigma, (unsigned char) (MLKEM_K + i), MLKEM_ETA1);
    mlkem_ntt(&e[i]);
  }
  mlkem_matvec(t, rho, s, 0);
  for (i = 0; i < MLKEM_K; ++i) {
    mlkem_poly_add(&t[i], &e[i]);
    mlkem_encode(ek + MLKEM_POLYBYTES * i, &t[i], 12);
    mlkem_encode(dk + MLKEM_POLYBYTES * i, &s[i], 12);
  }
  memcpy(ek + MLKEM_POLYBYTES * MLKEM_K, rho, 32);
}

/* Algorithm 14. ek is read completely before c is written, so they may overlap. */
static void mlkem_pke_encrypt(unsigned char c[MLKEM_CIPHERTEXTBYTES], const unsigned char ek[MLKEM_PUBLICKEYBYTES],
                              const unsigned char m[32], const unsigned char r[32])
{
  unsigned char rho[32];
  mlkem_poly t[MLKEM_K], y[MLKEM_K], u[MLKEM_K], e, v;
  unsigned i;

  for (i = 0; i < MLKEM_K; ++i) mlkem_decode(&t[i], ek + MLKEM_POLYBYTES * i, 12);
  memcpy(rho, ek + MLKEM_POLYBYTES * MLKEM_K, 32);
  crypto_declassify(rho, 32);  /* public (in ek), even when read from inside dk by decaps */
  for (i = 0; i < MLKEM_K; ++i) {
    mlkem_sample_cbd(&y[i], r, (unsigned char) i, MLKEM_ETA1);
    mlkem_ntt(&y[i]);
  }
  mlkem_matvec(u, rho, y, 1);
  for (i = 0; i < MLKEM_K; ++i) {
    mlkem_invntt(&u[i]);
    mlkem_sample_cbd(&e, r, (unsigned char) (MLKEM_K + i), MLKEM_ETA2);  /* e1[i] */
    mlkem_poly_add(&u[i], &e);
  }
  mlkem_inner(&v, t, y);
  mlkem_invntt(&v);
  mlkem_sample_cbd(&e, r, (unsigned char) (2 * MLKEM_K), MLKEM_ETA2);  /* e2 */
  mlkem_poly_add(&v, &e);
  mlkem_frommsg(&e, m);
  mlkem_poly_add(&v, &e);

  for (i = 0; i < MLKEM_K; ++i) {
    mlkem_compress(&u[i], MLKEM_DU);
    mlkem_encode(c + 32 * MLKEM_DU * i, &u[i], MLKEM_DU);
  }
  mlkem_compress(&v, MLKEM_DV);
  mlkem_encode(c + 32 * MLKEM_DU * MLKEM_K, &v, MLKEM_DV);
}

/* Algorithm 15 */
static void mlkem_pke_decrypt(unsigned char m[32], const unsigned char dk[MLKEM_PKE_SECRETKEYBYTES],
                              const unsigned char c[MLKEM_CIPHERTEXTBYTES])
{
  mlkem_poly u[MLKEM_K], s[MLKEM_K], v, w;
  unsigned i;

  for (i = 0; i < MLKEM_K; ++i) {
    mlkem_decode(&u[i], c + 32 * MLKEM_DU * i, MLKEM_DU);
    mlkem_decompress(&u[i], MLKEM_DU);
    mlkem_ntt(&u[i]);
    mlkem_decode(&s[i], dk + MLKEM_POLYBYTES * i, 12);
  }
  mlkem_decode(&v, c + 32 * MLKEM_DU * MLKEM_K, MLKEM_DV);
  mlkem_decompress(&v, MLKEM_DV);
  mlkem_inner(&w, s, u);
  mlkem_invntt(&w);
  mlkem_poly_sub(&v, &w);
  mlkem_tomsg(m, &v);
}

#endif
