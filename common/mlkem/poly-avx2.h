/*
 * mlkem/poly-avx2.h: the AVX2 variant of the polynomial layer that mlkem/pke.h is written
 * against (the list is in pke.h): arithmetic from mlkem/arith-avx2.h, bytes from mlkem/codec.h,
 * and the matrix and noise sampled four polynomials at a time with keccak/f1600x4-avx2.h.
 * Specified in FIPS 203 (2024): Compress_d / Decompress_d (4.2.1), SampleNTT (Algorithm 7),
 * PRF_eta and SamplePolyCBD_eta (4.1, Algorithm 8).
 * Public domain (CC0).
 */
#ifndef MLKEM_POLY_H
#define MLKEM_POLY_H

#include <stdint.h>
#include "keccak/sponge.h"  /* on the permutation the implementation included */
#include "keccak/f1600x4-avx2.h"
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

/* p[i] = SamplePolyCBD_eta(PRF_eta(s, nonce + i)) for i < n, four PRF calls at a time */
static void mlkem_sample_noise(mlkem_poly *p, unsigned n, const unsigned char s[32], unsigned nonce, unsigned eta)
{
  unsigned char in[4][33], buf[4][2 * KECCAK_SHAKE256_RATE];  /* 64 eta <= 192 bytes */
  const unsigned char *ip[4] = { in[0], in[1], in[2], in[3] };
  const unsigned char pad[4] = { 0x1f, 0x1f, 0x1f, 0x1f };
  const size_t len[4] = { 33, 33, 33, 33 };
  unsigned char *op[4] = { buf[0], buf[1], buf[2], buf[3] };
  __m256i st[25];
  unsigned i, j, k;

  for (k = 0; k < 4; ++k) memcpy(in[k], s, 32);
  for (i = 0; i < n; i += 4) {
    for (k = 0; k < 4; ++k) in[k][32] = (unsigned char) (nonce + i + k);
    keccakx4_absorb(st, KECCAK_SHAKE256_RATE, ip, len, pad);
    keccakx4_squeezeblocks(op, (64 * eta + KECCAK_SHAKE256_RATE - 1) / KECCAK_SHAKE256_RATE, st, KECCAK_SHAKE256_RATE);
    for (k = 0; k < 4 && i + k < n; ++k) {
      if (eta == 2) mlkem_cbd2(&p[i + k], buf[k]);
      else mlkem_cbd(p[i + k].u, buf[k], eta);
      for (j = 0; j < 16; ++j) p[i + k].v[j] = _mm256_sub_epi16(p[i + k].v[j], MLKEM_V(eta));
    }
  }
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

/* a[k] = the matrix entries (row[k], col[k]) of Algorithm 7, four XOF streams at a time:
   three blocks (504 bytes) nearly always suffice; the rare rest is squeezed a block at a time */
static void mlkem_sample_ntt4(mlkem_poly a[4], const unsigned char rho[32], const unsigned char row[4],
                              const unsigned char col[4])
{
  unsigned char in[4][34], buf[4][3 * KECCAK_SHAKE128_RATE];
  const unsigned char *ip[4] = { in[0], in[1], in[2], in[3] };
  const unsigned char pad[4] = { 0x1f, 0x1f, 0x1f, 0x1f };
  const size_t len[4] = { 34, 34, 34, 34 };
  unsigned char *op[4] = { buf[0], buf[1], buf[2], buf[3] };
  unsigned n[4] = { 0, 0, 0, 0 }, k, blocks = 3;
  __m256i st[25];

  for (k = 0; k < 4; ++k) {
    memcpy(in[k], rho, 32);
    in[k][32] = col[k];  /* XOF(rho || j || i) for A[i][j] */
    in[k][33] = row[k];
  }
  keccakx4_absorb(st, KECCAK_SHAKE128_RATE, ip, len, pad);
  for (;;) {
    keccakx4_squeezeblocks(op, blocks, st, KECCAK_SHAKE128_RATE);
    for (k = 0; k < 4; ++k) n[k] = mlkem_rej16(a[k].u, n[k], buf[k], blocks * KECCAK_SHAKE128_RATE);
    if (n[0] == MLKEM_N && n[1] == MLKEM_N && n[2] == MLKEM_N && n[3] == MLKEM_N) break;
    blocks = 1;
  }
}

/* out = A v (transposed = 0) or A^T v (transposed = 1) in the NTT domain, the k^2 entries of A
   sampled four at a time and multiplied in as they come */
static void mlkem_matvec(mlkem_poly out[MLKEM_K], const unsigned char rho[32], const mlkem_poly v[MLKEM_K],
                         int transposed)
{
  mlkem_poly a[4];
  unsigned char row[4], col[4];
  unsigned e, k, i, j, r;

  for (i = 0; i < MLKEM_K; ++i)
    for (r = 0; r < 16; ++r) out[i].v[r] = _mm256_setzero_si256();
  for (e = 0; e < MLKEM_K * MLKEM_K; e += 4) {
    for (k = 0; k < 4; ++k) {  /* entry e + k is out[i] += A'[i][j] v[j]; past the end: a spare */
      i = (e + k) % (MLKEM_K * MLKEM_K) / MLKEM_K;
      j = (e + k) % MLKEM_K;
      row[k] = (unsigned char) (transposed ? j : i);
      col[k] = (unsigned char) (transposed ? i : j);
    }
    mlkem_sample_ntt4(a, rho, row, col);
    for (k = 0; k < 4 && e + k < MLKEM_K * MLKEM_K; ++k) {
      i = (e + k) / MLKEM_K;
      j = (e + k) % MLKEM_K;
      for (r = 0; r < 16; ++r) out[i].v[r] = mlkem_basemul_acc(out[i].v[r], a[k].v[r], v[j].v[r], (int) r);
    }
  }
  for (i = 0; i < MLKEM_K; ++i) mlkem_unmont(&out[i]);
}

/* decapsulation's two long hashes side by side: h = H(ek) = SHA3-256(ek) for the hash check
   and kbar = J(z || c) = SHAKE256(z || c, 32); both have rate 136 and, for every k, the same
   number of whole blocks (5, 8, 11), so two lanes of one 4-way state do them at once */
static void mlkem_dec_hashes(unsigned char h[32], unsigned char kbar[32], const unsigned char *ek,
                             const unsigned char z[32], const unsigned char *c)
{
  unsigned char zc[32 + MLKEM_CIPHERTEXTBYTES], out[4][KECCAK_SHAKE256_RATE];
  const unsigned char *ip[4] = { ek, zc, zc, zc };
  unsigned char *op[4] = { out[0], out[1], out[2], out[3] };
  const unsigned char pad[4] = { KECCAK_PAD_SHA3, KECCAK_PAD_SHAKE, KECCAK_PAD_SHAKE, KECCAK_PAD_SHAKE };
  const size_t len[4] = { MLKEM_PUBLICKEYBYTES, sizeof zc, sizeof zc, sizeof zc };
  __m256i st[25];

#if MLKEM_PUBLICKEYBYTES / KECCAK_SHAKE256_RATE != (32 + MLKEM_CIPHERTEXTBYTES) / KECCAK_SHAKE256_RATE
#error "H(ek) and J(z || c) differ in length by a block"
#endif
  memcpy(zc, z, 32);
  memcpy(zc + 32, c, MLKEM_CIPHERTEXTBYTES);
  keccakx4_absorb(st, KECCAK_SHAKE256_RATE, ip, len, pad);
  keccakx4_squeezeblocks(op, 1, st, KECCAK_SHAKE256_RATE);
  memcpy(h, out[0], 32);
  memcpy(kbar, out[1], 32);
}

#endif
