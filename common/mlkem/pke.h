/*
 * mlkem/pke.h: K-PKE, the public-key encryption scheme inside ML-KEM, for k = MLKEM_K.
 * Specified in FIPS 203 (2024), section 5: K-PKE.KeyGen (Algorithm 13), K-PKE.Encrypt
 * (Algorithm 14), K-PKE.Decrypt (Algorithm 15).
 * Written against a polynomial layer the implementation includes first (mlkem/poly-ref.h,
 * mlkem/poly-avx2.h), which provides, with every result exact mod q:
 *   mlkem_poly                       256 coefficients in the variant's representation
 *   mlkem_ntt(f), mlkem_invntt(f)    NTT and NTT^-1 in place (Algorithms 9, 10)
 *   mlkem_inner(r, a, b)             r = sum of a[i] * b[i], i < k, in the NTT domain
 *   mlkem_matrix                     A or A^T as the variant keeps it (sampled, or only rho)
 *   mlkem_keygen_sample(A, se, rho, sigma)  A from rho, s and e (se[0..k), se[k..2k)) from sigma
 *   mlkem_enc_hashes(h, M, ek)       h = H(ek) and M = A^T from ek's rho (for mlkem/kem.c)
 *   mlkem_dec_hashes(h, kbar, M, ek, z, c)  H(ek), J(z || c) and A^T (for mlkem/kem.c)
 *   mlkem_matvec(out, M, v)          out = M v in the NTT domain
 *   mlkem_poly_add(r, a), mlkem_poly_sub(r, a)
 *   mlkem_sample_noise(p, n, s, b, eta)  p[i] = SamplePolyCBD_eta(PRF_eta(s, b + i)), i < n
 *   mlkem_compress_encode(out, f, d) ByteEncode_12(f) for d = 12, else ByteEncode_d(Compress_d(f))
 *   mlkem_decode_decompress(f, in, d) the inverse (ByteDecode_12 mod q for d = 12)
 *   mlkem_frommsg(f, m), mlkem_tomsg(m, f)  Decompress_1(ByteDecode_1(m)) and back
 * Public domain (CC0).
 */
#ifndef MLKEM_PKE_H
#define MLKEM_PKE_H

#ifndef MLKEM_POLY_H
#error "include a mlkem/poly-*.h variant before mlkem/pke.h"
#endif

#include <string.h>
#include "crypto_declassify.h"

/* Algorithm 13 */
static void mlkem_pke_keygen(unsigned char ek[MLKEM_PUBLICKEYBYTES], unsigned char dk[MLKEM_PKE_SECRETKEYBYTES],
                             const unsigned char d[32])
{
  unsigned char in[33], g[64];
  const unsigned char *rho = g, *sigma = g + 32;
  mlkem_poly se[2 * MLKEM_K], t[MLKEM_K];  /* s, then e */
  mlkem_matrix A;
  unsigned i;

  memcpy(in, d, 32);
  in[32] = MLKEM_K;  /* domain separation by k (FIPS 203 final) */
  sha3_512(g, in, 33);
  crypto_declassify(g, 32);  /* rho is published in ek: rejection sampling on it may branch */
  mlkem_keygen_sample(&A, se, rho, sigma);
  for (i = 0; i < 2 * MLKEM_K; ++i) mlkem_ntt(&se[i]);
  mlkem_matvec(t, &A, se);
  for (i = 0; i < MLKEM_K; ++i) {
    mlkem_poly_add(&t[i], &se[MLKEM_K + i]);
    mlkem_compress_encode(ek + MLKEM_POLYBYTES * i, &t[i], 12);
    mlkem_compress_encode(dk + MLKEM_POLYBYTES * i, &se[i], 12);
  }
  memcpy(ek + MLKEM_POLYBYTES * MLKEM_K, rho, 32);
}

/* Algorithm 14, with A^T already taken from ek's rho (mlkem_enc_hashes, mlkem_dec_hashes).
   ek is read completely before c is written, so they may overlap. */
static void mlkem_pke_encrypt(unsigned char c[MLKEM_CIPHERTEXTBYTES], const unsigned char ek[MLKEM_PUBLICKEYBYTES],
                              const mlkem_matrix *At, const unsigned char m[32], const unsigned char r[32])
{
  mlkem_poly t[MLKEM_K], y[MLKEM_K], u[MLKEM_K], e[MLKEM_K + 1], v;  /* e = e1, then e2 */
  unsigned i;

  for (i = 0; i < MLKEM_K; ++i) mlkem_decode_decompress(&t[i], ek + MLKEM_POLYBYTES * i, 12);
  mlkem_sample_noise(y, MLKEM_K, r, 0, MLKEM_ETA1);
  mlkem_sample_noise(e, MLKEM_K + 1, r, MLKEM_K, MLKEM_ETA2);
  for (i = 0; i < MLKEM_K; ++i) mlkem_ntt(&y[i]);
  mlkem_matvec(u, At, y);
  mlkem_inner(&v, t, y);
  for (i = 0; i < MLKEM_K; ++i) {
    mlkem_invntt(&u[i]);
    mlkem_poly_add(&u[i], &e[i]);
    mlkem_compress_encode(c + 32 * MLKEM_DU * i, &u[i], MLKEM_DU);
  }
  mlkem_invntt(&v);
  mlkem_poly_add(&v, &e[MLKEM_K]);
  mlkem_frommsg(&e[0], m);
  mlkem_poly_add(&v, &e[0]);
  mlkem_compress_encode(c + 32 * MLKEM_DU * MLKEM_K, &v, MLKEM_DV);
}

/* Algorithm 15 */
static void mlkem_pke_decrypt(unsigned char m[32], const unsigned char dk[MLKEM_PKE_SECRETKEYBYTES],
                              const unsigned char c[MLKEM_CIPHERTEXTBYTES])
{
  mlkem_poly u[MLKEM_K], s[MLKEM_K], v, w;
  unsigned i;

  for (i = 0; i < MLKEM_K; ++i) {
    mlkem_decode_decompress(&u[i], c + 32 * MLKEM_DU * i, MLKEM_DU);
    mlkem_ntt(&u[i]);
    mlkem_decode_decompress(&s[i], dk + MLKEM_POLYBYTES * i, 12);
  }
  mlkem_decode_decompress(&v, c + 32 * MLKEM_DU * MLKEM_K, MLKEM_DV);
  mlkem_inner(&w, s, u);
  mlkem_invntt(&w);
  mlkem_poly_sub(&v, &w);
  mlkem_tomsg(m, &v);
}

#endif
