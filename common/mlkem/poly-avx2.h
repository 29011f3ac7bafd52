/*
 * mlkem/poly-avx2.h: the AVX2 variant of the polynomial layer that mlkem/pke.h is written
 * against (the list is in pke.h): arithmetic from mlkem/arith-avx2.h, bytes from mlkem/codec.h,
 * and the XOF and PRF calls on the four lanes of keccak/x4jobs.h, the matrix beside the noise of
 * key generation and beside the long hashes of encapsulation and decapsulation.
 * Specified in FIPS 203 (2024): Compress_d / Decompress_d (4.2.1), SampleNTT (Algorithm 7),
 * PRF_eta and SamplePolyCBD_eta (4.1, Algorithm 8).
 * Public domain (CC0).
 */
#ifndef MLKEM_POLY_H
#define MLKEM_POLY_H

#include <stdint.h>
#include "keccak/sponge.h"  /* on the permutation the implementation included */
#include "keccak/x4jobs.h"
#include "crypto_declassify.h"
#include "mlkem/arith-avx2.h"
#include "mlkem/codec.h"

#define MLKEM_POLY_IMPLEMENTATION "avx2"

/* Compress_d(x) = round(2^d x / q) mod 2^d for canonical x, d <= 11: c = an estimate within 1
   (x 2^13 / q by mulhi, then scaled by 2^(d-13) with rounding), corrected by the sign and size
   of the remainder e = 2^d x - c q, which is small enough to compute mod 2^16 */
static inline __m256i mlkem_compress16(__m256i x, unsigned d)
{
  __m256i c = _mm256_mulhrs_epi16(_mm256_mulhi_epi16(_mm256_slli_epi16(x, 3), MLKEM_V(20159)), MLKEM_V(1 << (d + 2)));
  __m256i e = _mm256_sub_epi16(_mm256_slli_epi16(x, (int) d), _mm256_mullo_epi16(c, MLKEM_V(MLKEM_Q)));
  c = _mm256_sub_epi16(c, _mm256_cmpgt_epi16(e, MLKEM_V((MLKEM_Q - 1) / 2)));  /* e > q/2: one more */
  c = _mm256_add_epi16(c, _mm256_cmpgt_epi16(MLKEM_V(-(MLKEM_Q - 1) / 2), e)); /* e < -q/2: one less */
  return _mm256_and_si256(c, MLKEM_V((1 << d) - 1));
}

/* d = 12: ByteEncode_12 of f mod q; d < 12: ByteEncode_d(Compress_d(f)); f is overwritten */
static void mlkem_compress_encode(unsigned char *out, mlkem_poly *f, unsigned d)
{
  int j;
  for (j = 0; j < 16; ++j) {
    f->v[j] = mlkem_canonical(f->v[j]);
    if (d < 12) f->v[j] = mlkem_compress16(f->v[j], d);
  }
  mlkem_pack(out, f->u, d);
}

/* d = 12: ByteDecode_12 mod q; d < 12: Decompress_d(ByteDecode_d) = (q y + 2^(d-1)) >> d,
   which is mulhrs(y 2^(15-d), q) exactly (y 2^(15-d) < 2^15) */
static void mlkem_decode_decompress(mlkem_poly *f, const unsigned char *in, unsigned d)
{
  int j;
  mlkem_unpack(f->u, in, d);
  for (j = 0; j < 16; ++j)
    f->v[j] = d == 12 ? mlkem_canonical(f->v[j])
                      : _mm256_mulhrs_epi16(_mm256_slli_epi16(f->v[j], (int) (15 - d)), MLKEM_V(MLKEM_Q));
}

static void mlkem_frommsg(mlkem_poly *f, const unsigned char m[32])
{
  mlkem_msgbits(f->u, m);
}

static void mlkem_tomsg(unsigned char m[32], mlkem_poly *f)
{
  mlkem_compress_encode(m, f, 1);
}

/* SamplePolyCBD_2 of 128 bytes, 64 coefficients per 32 bytes: each byte holds two coefficients
   (low nibble first), each nibble x0 x1 y0 y1 gives (x0 + x1) - (y0 + y1) */
static void mlkem_cbd2(mlkem_poly *f, const unsigned char b[128])
{
  const __m256i m55 = _mm256_set1_epi8(0x55), m33 = _mm256_set1_epi8(0x33), m0f = _mm256_set1_epi8(0x0f);
  __m256i w, lo, hi, u, v;
  int i;
  for (i = 0; i < 4; ++i) {
    w = MLKEM_LOAD(b + 32 * i);
    w = _mm256_add_epi8(_mm256_and_si256(w, m55), _mm256_and_si256(_mm256_srli_epi16(w, 1), m55));
    w = _mm256_sub_epi8(_mm256_add_epi8(_mm256_and_si256(w, m33), _mm256_set1_epi8(0x22)),
                        _mm256_and_si256(_mm256_srli_epi16(w, 2), m33));  /* 2 + x - y per nibble */
    lo = _mm256_and_si256(w, m0f);
    hi = _mm256_and_si256(_mm256_srli_epi16(w, 4), m0f);
    u = _mm256_unpacklo_epi8(lo, hi);  /* coefficients 0..15 | 32..47 of this block, as bytes */
    v = _mm256_unpackhi_epi8(lo, hi);  /* 16..31 | 48..63 */
    f->v[4 * i] = _mm256_cvtepu8_epi16(_mm256_castsi256_si128(u));
    f->v[4 * i + 1] = _mm256_cvtepu8_epi16(_mm256_castsi256_si128(v));
    f->v[4 * i + 2] = _mm256_cvtepu8_epi16(_mm256_extracti128_si256(u, 1));
    f->v[4 * i + 3] = _mm256_cvtepu8_epi16(_mm256_extracti128_si256(v, 1));
  }
}

#define MLKEM_NOISE_MAX (2 * MLKEM_K + 1)  /* polynomials sampled in one go, at most */

/* jobs for PRF_eta(s, nonce + i) = SHAKE256(s || nonce + i, 64 eta), i < n (keccak/x4jobs.h) */
static void mlkem_noise_jobs(keccakx4_job *job, unsigned char in[][33], unsigned char out[][2 * KECCAK_SHAKE256_RATE],
                             unsigned n, const unsigned char s[32], unsigned nonce, unsigned eta)
{
  unsigned i;
  for (i = 0; i < n; ++i) {
    memcpy(in[i], s, 32);
    in[i][32] = (unsigned char) (nonce + i);
    job[i] = (keccakx4_job) { in[i], 33, KECCAK_SHAKE256_RATE, KECCAK_PAD_SHAKE, out[i],
                              (64 * eta + KECCAK_SHAKE256_RATE - 1) / KECCAK_SHAKE256_RATE, 0 };
  }
}

/* SamplePolyCBD_eta of the PRF outputs, centred */
static void mlkem_noise_cbd(mlkem_poly *p, unsigned n, unsigned char out[][2 * KECCAK_SHAKE256_RATE], unsigned eta)
{
  unsigned i, j;
  for (i = 0; i < n; ++i) {
    if (eta == 2) mlkem_cbd2(&p[i], out[i]);
    else mlkem_cbd(p[i].u, out[i], eta);
    for (j = 0; j < 16; ++j) p[i].v[j] = _mm256_sub_epi16(p[i].v[j], MLKEM_V(eta));
  }
}

/* p[i] = SamplePolyCBD_eta(PRF_eta(s, nonce + i)) for i < n <= MLKEM_NOISE_MAX */
static void mlkem_sample_noise(mlkem_poly *p, unsigned n, const unsigned char s[32], unsigned nonce, unsigned eta)
{
  unsigned char in[MLKEM_NOISE_MAX][33], out[MLKEM_NOISE_MAX][2 * KECCAK_SHAKE256_RATE];
  keccakx4_job job[MLKEM_NOISE_MAX];
  mlkem_noise_jobs(job, in, out, n, s, nonce, eta);
  keccakx4_run(job, n);
  mlkem_noise_cbd(p, n, out, eta);
}

#if defined(__AVX512VBMI2__) && defined(__AVX512VL__) && defined(__AVX512BW__)
/* mlkem_rej_uniform (mlkem/codec.h), 16 candidates (24 bytes) a step where AVX-512 VBMI2 has
   vpcompressw: spread them over 16-bit lanes, compare with q, move the accepted ones to the
   front and store all 16 lanes (there is room while n <= 240); the tail goes to the scalar loop */
static unsigned mlkem_rej16(uint16_t c[MLKEM_N], unsigned n, const unsigned char *buf, unsigned len)
{
  const __m256i spread = _mm256_setr_epi8(0, 1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11,
                                          0, 1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11);
  unsigned pos = 0;
  __m256i v;
  __mmask16 ok;
  for (; n + 16 <= MLKEM_N && pos + 28 <= len; pos += 24) {
    v = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128((const __m128i *) (buf + pos))),
                                _mm_loadu_si128((const __m128i *) (buf + pos + 12)), 1);
    v = _mm256_shuffle_epi8(v, spread);  /* lane 2i: bytes 3i, 3i+1; lane 2i+1: bytes 3i+1, 3i+2 */
    v = _mm256_blend_epi16(_mm256_and_si256(v, MLKEM_V(0xfff)), _mm256_srli_epi16(v, 4), 0xaa);
    ok = _mm256_cmplt_epu16_mask(v, MLKEM_V(MLKEM_Q));
    _mm256_storeu_si256((__m256i *) (c + n), _mm256_maskz_compress_epi16(ok, v));
    n += (unsigned) __builtin_popcount(ok);
  }
  return mlkem_rej_uniform(c, n, buf + pos, len - pos);
}
#else
#define mlkem_rej16 mlkem_rej_uniform
#endif

/* A or A^T, sampled in full before use: entry (i, j) at a[k i + j] */
typedef struct {
  mlkem_poly a[MLKEM_K * MLKEM_K];
} mlkem_matrix;

/* M = A (transposed = 0) or A^T by Algorithm 7, entry A[i][j] from XOF(rho || j || i), the k^2
   XOF calls as jobs of keccak/x4jobs.h beside the caller's extra hash jobs. Three blocks
   (504 bytes, 336 candidates) suffice for 256 coefficients but in about 1% of calls; those go
   on squeezing from the kept state with the scalar sponge. */
static void mlkem_expand(mlkem_matrix *M, const unsigned char rho_in[32], int transposed,
                         const keccakx4_job *extra, unsigned nextra)
{
  unsigned char rho[32], in[MLKEM_K * MLKEM_K][34], buf[MLKEM_K * MLKEM_K][3 * KECCAK_SHAKE128_RATE];
  uint64_t keep[MLKEM_K * MLKEM_K][25];
  keccakx4_job job[2 * MLKEM_K + MLKEM_K * MLKEM_K];
  keccak_sponge xof;
  unsigned e, n, i, j;

  memcpy(rho, rho_in, 32);
  crypto_declassify(rho, 32);  /* public (in ek), even when read from inside dk by decaps */
  for (e = 0; e < nextra; ++e) job[e] = extra[e];  /* first, so the long hashes start at once */
  for (e = 0; e < MLKEM_K * MLKEM_K; ++e) {
    i = e / MLKEM_K;
    j = e % MLKEM_K;
    memcpy(in[e], rho, 32);
    in[e][32] = (unsigned char) (transposed ? i : j);
    in[e][33] = (unsigned char) (transposed ? j : i);
    job[nextra + e] = (keccakx4_job) { in[e], 34, KECCAK_SHAKE128_RATE, KECCAK_PAD_SHAKE, buf[e], 3, keep[e] };
  }
  keccakx4_run(job, nextra + MLKEM_K * MLKEM_K);
  for (e = 0; e < MLKEM_K * MLKEM_K; ++e) {
    n = mlkem_rej16(M->a[e].u, 0, buf[e], sizeof buf[e]);
    if (n == MLKEM_N) continue;
    memcpy(xof.s, keep[e], sizeof xof.s);
    xof.rate = KECCAK_SHAKE128_RATE;
    xof.pos = KECCAK_SHAKE128_RATE;
    while (n < MLKEM_N) {
      keccak_squeeze(&xof, buf[e], KECCAK_SHAKE128_RATE);
      n = mlkem_rej16(M->a[e].u, n, buf[e], KECCAK_SHAKE128_RATE);
    }
  }
}

/* key generation: A from rho and s, e = se[0..k), se[k..2k) from sigma, on the same lanes */
static void mlkem_keygen_sample(mlkem_matrix *A, mlkem_poly se[2 * MLKEM_K], const unsigned char rho[32],
                                const unsigned char sigma[32])
{
  unsigned char in[2 * MLKEM_K][33], out[2 * MLKEM_K][2 * KECCAK_SHAKE256_RATE];
  keccakx4_job job[2 * MLKEM_K];
  mlkem_noise_jobs(job, in, out, 2 * MLKEM_K, sigma, 0, MLKEM_ETA1);
  mlkem_expand(A, rho, 0, job, 2 * MLKEM_K);
  mlkem_noise_cbd(se, 2 * MLKEM_K, out, MLKEM_ETA1);
}

/* encapsulation: h = H(ek) = SHA3-256(ek) in one lane while the others sample A^T */
static void mlkem_enc_hashes(unsigned char h[32], mlkem_matrix *M, const unsigned char *ek)
{
  unsigned char out[KECCAK_SHAKE256_RATE];
  const keccakx4_job job = { ek, MLKEM_PUBLICKEYBYTES, KECCAK_SHA3_RATE(32), KECCAK_PAD_SHA3, out, 1, 0 };
  mlkem_expand(M, ek + MLKEM_POLYBYTES * MLKEM_K, 1, &job, 1);
  memcpy(h, out, 32);
}

/* decapsulation: h = H(ek) for the hash check and kbar = J(z || c) = SHAKE256(z || c, 32) in two
   lanes while the others sample A^T for the re-encryption */
static void mlkem_dec_hashes(unsigned char h[32], unsigned char kbar[32], mlkem_matrix *M, const unsigned char *ek,
                             const unsigned char z[32], const unsigned char *c)
{
  unsigned char zc[32 + MLKEM_CIPHERTEXTBYTES], out[2][KECCAK_SHAKE256_RATE];
  const keccakx4_job job[2] = {
    { ek, MLKEM_PUBLICKEYBYTES, KECCAK_SHA3_RATE(32), KECCAK_PAD_SHA3, out[0], 1, 0 },
    { zc, sizeof zc, KECCAK_SHAKE256_RATE, KECCAK_PAD_SHAKE, out[1], 1, 0 }
  };
  memcpy(zc, z, 32);
  memcpy(zc + 32, c, MLKEM_CIPHERTEXTBYTES);
  mlkem_expand(M, ek + MLKEM_POLYBYTES * MLKEM_K, 1, job, 2);
  memcpy(h, out[0], 32);
  memcpy(kbar, out[1], 32);
}

/* out = M v in the NTT domain */
static void mlkem_matvec(mlkem_poly out[MLKEM_K], const mlkem_matrix *M, const mlkem_poly v[MLKEM_K])
{
  unsigned i, j, r;
  for (i = 0; i < MLKEM_K; ++i) {
    for (r = 0; r < 16; ++r) {
      __m256i acc = _mm256_setzero_si256();
      for (j = 0; j < MLKEM_K; ++j) acc = mlkem_basemul_acc(acc, M->a[MLKEM_K * i + j].v[r], v[j].v[r], (int) r);
      out[i].v[r] = acc;
    }
    mlkem_unmont(&out[i]);
  }
}

#endif
