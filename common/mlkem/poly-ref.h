/*
 * mlkem/poly.h: ML-KEM polynomial encoding, compression and sampling, portable reference.
 * Specified in FIPS 203 (2024): Compress_d / Decompress_d (4.2.1, eq. 4.7, 4.8),
 * ByteEncode_d / ByteDecode_d (Algorithms 5, 6), SampleNTT (Algorithm 7),
 * SamplePolyCBD_eta (Algorithm 8).
 * Constant time for secret coefficients: compression multiplies by a precomputed reciprocal
 * instead of dividing by q, and bits become coefficients through masks. Only SampleNTT
 * branches, on bytes of the public matrix seed's XOF stream.
 * Public domain (CC0).
 */
#ifndef MLKEM_POLY_H
#define MLKEM_POLY_H

#include <stdint.h>
#include "crypto_int16.h"
#include "keccak/sponge.h"  /* on the permutation the implementation included */
#include "mlkem/arith.h"

/* Algorithm 5: 256 values of d bits each, least significant bit first, 32 d bytes */
static void mlkem_encode(unsigned char *out, const mlkem_poly *f, unsigned d)
{
  uint32_t acc = 0;
  unsigned i, bits = 0;
  for (i = 0; i < MLKEM_N; ++i) {
    acc |= (uint32_t) f->c[i] << bits;
    for (bits += d; bits >= 8; bits -= 8) {
      *out++ = (unsigned char) acc;
      acc >>= 8;
    }
  }
}

/* Algorithm 6; for d = 12 the values are reduced mod q (a 12-bit value is below 2q) */
static void mlkem_decode(mlkem_poly *f, const unsigned char *in, unsigned d)
{
  uint32_t acc = 0;
  unsigned i, bits = 0;
  for (i = 0; i < MLKEM_N; ++i) {
    for (; bits < d; bits += 8) acc |= (uint32_t) *in++ << bits;
    f->c[i] = (uint16_t) (acc & ((1u << d) - 1));
    if (d == 12) f->c[i] = mlkem_reduce(f->c[i]);
    acc >>= d;
    bits -= d;
  }
}

/* Compress_d(x) = round(2^d x / q) mod 2^d = floor((2^d x + (q-1)/2) / q) mod 2^d for x in
   [0, q), d <= 11 (q is odd, so 2^d x / q is never halfway between two integers) */
static void mlkem_compress(mlkem_poly *f, unsigned d)
{
  unsigned i;
  for (i = 0; i < MLKEM_N; ++i) {
    uint32_t y = ((uint32_t) f->c[i] << d) + (MLKEM_Q - 1) / 2;
    f->c[i] = (uint16_t) (mlkem_divq(y) & ((1u << d) - 1));
  }
}

/* Decompress_d(y) = round(q y / 2^d), halves rounded up */
static void mlkem_decompress(mlkem_poly *f, unsigned d)
{
  unsigned i;
  for (i = 0; i < MLKEM_N; ++i)
    f->c[i] = (uint16_t) (((uint32_t) f->c[i] * MLKEM_Q + (1u << (d - 1))) >> d);
}

/* Decompress_1(ByteDecode_1(m)): bit i of m becomes 0 or round(q/2) = 1665 */
static void mlkem_frommsg(mlkem_poly *f, const unsigned char m[32])
{
  unsigned i;
  for (i = 0; i < MLKEM_N; ++i)
    f->c[i] = (uint16_t) (crypto_int16_bitmod_mask(m[i / 8], (crypto_int16) (i % 8)) & 1665);
}

/* ByteEncode_1(Compress_1(f)); f is overwritten */
static void mlkem_tomsg(unsigned char m[32], mlkem_poly *f)
{
  mlkem_compress(f, 1);
  mlkem_encode(m, f, 1);
}

/* Algorithm 8: 64 eta bytes; each coefficient is (sum of eta bits) - (sum of the next eta) */
static void mlkem_cbd(mlkem_poly *f, const unsigned char *b, unsigned eta)
{
  unsigned i, j, k;
  for (i = 0; i < MLKEM_N; ++i) {
    unsigned x = 0, y = 0;
    for (j = 0; j < eta; ++j) {
      k = 2 * eta * i + j;
      x += (b[k / 8] >> (k % 8)) & 1;
      k += eta;
      y += (b[k / 8] >> (k % 8)) & 1;
    }
    f->c[i] = mlkem_sub((uint16_t) x, (uint16_t) y);
  }
}

/* PRF_eta(s, n) = SHAKE256(s || n, 64 eta), then SamplePolyCBD_eta */
static void mlkem_sample_cbd(mlkem_poly *f, const unsigned char s[32], unsigned char n, unsigned eta)
{
  unsigned char in[33], buf[64 * 3];
  unsigned i;
  for (i = 0; i < 32; ++i) in[i] = s[i];
  in[32] = n;
  shake256(buf, 64 * eta, in, 33);
  mlkem_cbd(f, buf, eta);
}

/* Algorithm 7 on XOF(rho || j || i) = SHAKE128: the NTT-domain entry A[i][j] */
static void mlkem_sample_ntt(mlkem_poly *f, const unsigned char rho[32], unsigned char i, unsigned char j)
{
  keccak_sponge xof;
  unsigned char buf[KECCAK_SHAKE128_RATE];
  unsigned n = 0, pos;

  keccak_init(&xof, KECCAK_SHAKE128_RATE);
  keccak_absorb(&xof, rho, 32);
  keccak_absorb(&xof, &j, 1);
  keccak_absorb(&xof, &i, 1);
  keccak_finalize(&xof, KECCAK_PAD_SHAKE);
  while (n < MLKEM_N) {
    keccak_squeeze(&xof, buf, sizeof buf);  /* 168 bytes = 56 groups of 3 */
    for (pos = 0; pos < sizeof buf && n < MLKEM_N; pos += 3) {
      uint16_t d1 = (uint16_t) (buf[pos] | (buf[pos + 1] & 15) << 8);
      uint16_t d2 = (uint16_t) (buf[pos + 1] >> 4 | buf[pos + 2] << 4);
      if (d1 < MLKEM_Q) f->c[n++] = d1;
      if (d2 < MLKEM_Q && n < MLKEM_N) f->c[n++] = d2;
    }
  }
}

#endif
