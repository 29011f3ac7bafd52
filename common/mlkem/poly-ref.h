/*
 * mlkem/poly-ref.h: the portable reference variant of the polynomial layer that mlkem/pke.h
 * is written against (the list of functions is in pke.h): arithmetic from mlkem/arith-ref.h,
 * bytes from mlkem/codec.h, and the XOF and PRF on one Keccak state at a time.
 * Specified in FIPS 203 (2024): Compress_d / Decompress_d (4.2.1), SampleNTT (Algorithm 7),
 * PRF_eta and SamplePolyCBD_eta (4.1, Algorithm 8).
 * Constant time for secret coefficients: Compress_d divides by q with a multiplication
 * (mlkem_divq), never with a division instruction.
 * Public domain (CC0).
 */
#ifndef MLKEM_POLY_H
#define MLKEM_POLY_H

#include <stdint.h>
#include <string.h>
#include "keccak/sponge.h"  /* on the permutation the implementation included */
#include "crypto_declassify.h"
#include "mlkem/arith-ref.h"
#include "mlkem/codec.h"

#define MLKEM_POLY_IMPLEMENTATION "ref"

/* d = 12: ByteEncode_12 (f is reduced); d < 12: ByteEncode_d(Compress_d(f)), where
   Compress_d(x) = round(2^d x / q) mod 2^d = floor((2^d x + (q-1)/2) / q) mod 2^d (q is odd,
   so 2^d x / q is never halfway between two integers); f is overwritten */
static void mlkem_compress_encode(unsigned char *out, mlkem_poly *f, unsigned d)
{
  unsigned i;
  if (d < 12)
    for (i = 0; i < MLKEM_N; ++i) {
      uint32_t y = ((uint32_t) f->c[i] << d) + (MLKEM_Q - 1) / 2;
      f->c[i] = (uint16_t) (mlkem_divq(y) & ((1u << d) - 1));
    }
  mlkem_pack(out, f->c, d);
}

/* d = 12: ByteDecode_12, values mod q; d < 12: Decompress_d(ByteDecode_d), where
   Decompress_d(y) = round(q y / 2^d), halves rounded up */
static void mlkem_decode_decompress(mlkem_poly *f, const unsigned char *in, unsigned d)
{
  unsigned i;
  mlkem_unpack(f->c, in, d);
  for (i = 0; i < MLKEM_N; ++i)
    f->c[i] = d == 12 ? mlkem_reduce(f->c[i])
                      : (uint16_t) (((uint32_t) f->c[i] * MLKEM_Q + (1u << (d - 1))) >> d);
}

static void mlkem_frommsg(mlkem_poly *f, const unsigned char m[32])
{
  mlkem_msgbits(f->c, m);
}

/* ByteEncode_1(Compress_1(f)); f is overwritten */
static void mlkem_tomsg(unsigned char m[32], mlkem_poly *f)
{
  mlkem_compress_encode(m, f, 1);
}

/* p[i] = SamplePolyCBD_eta(PRF_eta(s, nonce + i)) for i < n, PRF_eta(s, b) = SHAKE256(s || b, 64 eta) */
static void mlkem_sample_noise(mlkem_poly *p, unsigned n, const unsigned char s[32], unsigned nonce, unsigned eta)
{
  unsigned char in[33], buf[64 * 3];
  unsigned i, j;
  for (i = 0; i < 32; ++i) in[i] = s[i];
  for (i = 0; i < n; ++i) {
    in[32] = (unsigned char) (nonce + i);
    shake256(buf, 64 * eta, in, 33);
    mlkem_cbd(p[i].c, buf, eta);
    for (j = 0; j < MLKEM_N; ++j) p[i].c[j] = mlkem_sub(p[i].c[j], (uint16_t) eta);
  }
}

/* Algorithm 7 on XOF(rho || j || i) = SHAKE128: the NTT-domain matrix entry A[i][j] */
static void mlkem_sample_ntt(mlkem_poly *f, const unsigned char rho[32], unsigned char i, unsigned char j)
{
  keccak_sponge xof;
  unsigned char buf[KECCAK_SHAKE128_RATE];  /* 168 bytes = 56 groups of 3 */
  unsigned n = 0;

  keccak_init(&xof, KECCAK_SHAKE128_RATE);
  keccak_absorb(&xof, rho, 32);
  keccak_absorb(&xof, &j, 1);
  keccak_absorb(&xof, &i, 1);
  keccak_finalize(&xof, KECCAK_PAD_SHAKE);
  while (n < MLKEM_N) {
    keccak_squeeze(&xof, buf, sizeof buf);
    n = mlkem_rej_uniform(f->c, n, buf, sizeof buf);
  }
}

/* A or A^T, as its seed: the entries are sampled when mlkem_matvec needs them, never stored */
typedef struct {
  unsigned char rho[32];
  int transposed;
} mlkem_matrix;

static void mlkem_matrix_init(mlkem_matrix *M, const unsigned char rho[32], int transposed)
{
  memcpy(M->rho, rho, 32);
  crypto_declassify(M->rho, 32);  /* public (in ek), even when read from inside dk by decaps */
  M->transposed = transposed;
}

/* key generation: A from rho and s, e = se[0..k), se[k..2k) from sigma */
static void mlkem_keygen_sample(mlkem_matrix *A, mlkem_poly se[2 * MLKEM_K], const unsigned char rho[32],
                                const unsigned char sigma[32])
{
  mlkem_matrix_init(A, rho, 0);
  mlkem_sample_noise(se, 2 * MLKEM_K, sigma, 0, MLKEM_ETA1);
}

/* encapsulation: h = H(ek) = SHA3-256(ek), and A^T */
static void mlkem_enc_hashes(unsigned char h[32], mlkem_matrix *M, const unsigned char *ek)
{
  sha3_256(h, ek, MLKEM_PUBLICKEYBYTES);
  mlkem_matrix_init(M, ek + MLKEM_POLYBYTES * MLKEM_K, 1);
}

/* decapsulation: h = H(ek), kbar = J(z || c) = SHAKE256(z || c, 32), and A^T */
static void mlkem_dec_hashes(unsigned char h[32], unsigned char kbar[32], mlkem_matrix *M, const unsigned char *ek,
                             const unsigned char z[32], const unsigned char *c)
{
  keccak_sponge j;
  sha3_256(h, ek, MLKEM_PUBLICKEYBYTES);
  keccak_init(&j, KECCAK_SHAKE256_RATE);
  keccak_absorb(&j, z, 32);
  keccak_absorb(&j, c, MLKEM_CIPHERTEXTBYTES);
  keccak_finalize(&j, KECCAK_PAD_SHAKE);
  keccak_squeeze(&j, kbar, 32);
  mlkem_matrix_init(M, ek + MLKEM_POLYBYTES * MLKEM_K, 1);
}

/* out = M v in the NTT domain */
static void mlkem_matvec(mlkem_poly out[MLKEM_K], const mlkem_matrix *M, const mlkem_poly v[MLKEM_K])
{
  mlkem_poly a;
  unsigned char i, j;
  for (i = 0; i < MLKEM_K; ++i) {
    mlkem_poly_zero(&out[i]);
    for (j = 0; j < MLKEM_K; ++j) {
      if (M->transposed) mlkem_sample_ntt(&a, M->rho, j, i);
      else mlkem_sample_ntt(&a, M->rho, i, j);
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

#endif
