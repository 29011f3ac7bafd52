/*
 * mlkem/codec.h: the byte-level parts of ML-KEM that do not depend on how a variant
 * (mlkem/poly-ref.h, mlkem/poly-avx2.h) computes: packing, rejection sampling, CBD, message bits.
 * All work on 256 coefficients as uint16_t.
 * Specified in FIPS 203 (2024): ByteEncode_d / ByteDecode_d (Algorithms 5, 6), the loop of
 * SampleNTT (Algorithm 7), SamplePolyCBD_eta (Algorithm 8), Decompress_1 of the message (4.2.1).
 * Constant time for secret data: only the rejection sampler branches, on the public matrix
 * seed's XOF output.
 * Public domain (CC0).
 */
#ifndef MLKEM_CODEC_H
#define MLKEM_CODEC_H

#include <stdint.h>
#include "crypto_int16.h"
#include "mlkem/params.h"

/* 8 values of d bits <-> d bytes, least significant bit first (Algorithms 5, 6); d is a
   constant in every use (mlkem_pack, mlkem_unpack), so the branches fold away */
static inline void mlkem_pack8(unsigned char *out, const uint16_t c[8], unsigned d)
{
  uint64_t lo = 0, hi = 0;
  unsigned i, s;
  for (i = 0, s = 0; i < 8; ++i, s += d) {
    if (s < 64) lo |= (uint64_t) c[i] << s;
    if (s < 64 && s + d > 64) hi |= (uint64_t) c[i] >> (64 - s);
    if (s >= 64) hi |= (uint64_t) c[i] << (s - 64);
  }
  for (i = 0; i < d; ++i) out[i] = (unsigned char) (i < 8 ? lo >> (8 * i) : hi >> (8 * (i - 8)));
}

static inline void mlkem_unpack8(uint16_t c[8], const unsigned char *in, unsigned d)
{
  uint64_t lo = 0, hi = 0, v;
  unsigned i, s;
  for (i = 0; i < d; ++i)
    if (i < 8) lo |= (uint64_t) in[i] << (8 * i);
    else hi |= (uint64_t) in[i] << (8 * (i - 8));
  for (i = 0, s = 0; i < 8; ++i, s += d) {
    v = s < 64 ? lo >> s : hi >> (s - 64);
    if (s < 64 && s + d > 64) v |= hi << (64 - s);
    c[i] = (uint16_t) (v & ((1u << d) - 1));
  }
}

#define MLKEM_PACK_CASE(D) case D: for (i = 0; i < MLKEM_N; i += 8) mlkem_pack8(out + D * i / 8, c + i, D); break;
#define MLKEM_UNPACK_CASE(D) case D: for (i = 0; i < MLKEM_N; i += 8) mlkem_unpack8(c + i, in + D * i / 8, D); break;

/* Algorithm 5: 256 values of d bits each (all below 2^d), 32 d bytes; d = 1, 4, 5, 10, 11, 12 */
static void mlkem_pack(unsigned char *out, const uint16_t c[MLKEM_N], unsigned d)
{
  unsigned i;
  switch (d) {
    MLKEM_PACK_CASE(1) MLKEM_PACK_CASE(4) MLKEM_PACK_CASE(5)
    MLKEM_PACK_CASE(10) MLKEM_PACK_CASE(11) MLKEM_PACK_CASE(12)
  }
}

/* Algorithm 6 without the final reduction mod q */
static void mlkem_unpack(uint16_t c[MLKEM_N], const unsigned char *in, unsigned d)
{
  unsigned i;
  switch (d) {
    MLKEM_UNPACK_CASE(1) MLKEM_UNPACK_CASE(4) MLKEM_UNPACK_CASE(5)
    MLKEM_UNPACK_CASE(10) MLKEM_UNPACK_CASE(11) MLKEM_UNPACK_CASE(12)
  }
}

#undef MLKEM_PACK_CASE
#undef MLKEM_UNPACK_CASE

/* The loop of Algorithm 7: c[n..] gets the 12-bit candidates of buf[0..len) (len a multiple
   of 3) that are below q, until 256 are there; returns the new count. */
static unsigned mlkem_rej_uniform(uint16_t c[MLKEM_N], unsigned n, const unsigned char *buf, unsigned len)
{
  unsigned pos;
  for (pos = 0; pos < len && n < MLKEM_N; pos += 3) {
    uint16_t d1 = (uint16_t) (buf[pos] | (buf[pos + 1] & 15) << 8);
    uint16_t d2 = (uint16_t) (buf[pos + 1] >> 4 | buf[pos + 2] << 4);
    if (d1 < MLKEM_Q) c[n++] = d1;
    if (d2 < MLKEM_Q && n < MLKEM_N) c[n++] = d2;
  }
  return n;
}

/* Algorithm 8 from 64 eta bytes, with eta added so the values stay unsigned: coefficient i is
   eta + (sum of bits 2 eta i .. 2 eta i + eta - 1) - (sum of the next eta bits), in 0..2 eta.
   A 64-bit word holds 64 / (2 eta) whole coefficients for eta = 2; eta = 3 uses 48-bit words. */
static void mlkem_cbd(uint16_t c[MLKEM_N], const unsigned char *b, unsigned eta)
{
  unsigned bits = 2 * eta == 4 ? 64 : 48, per = bits / (2 * eta), i, j, k;
  const uint64_t ones = eta == 2 ? 0x5555555555555555ULL : 0x0000249249249249ULL;
  uint64_t mask = ((uint64_t) 1 << eta) - 1;
  for (i = 0; i < MLKEM_N; i += per, b += bits / 8) {
    uint64_t w = 0, sums = 0;
    for (k = 0; k < bits / 8; ++k) w |= (uint64_t) b[k] << (8 * k);
    for (j = 0; j < eta; ++j) sums += (w >> j) & ones;  /* sum of each group of eta bits */
    for (j = 0; j < per; ++j) {
      uint64_t x = (sums >> (2 * eta * j)) & mask, y = (sums >> (2 * eta * j + eta)) & mask;
      c[i + j] = (uint16_t) (eta + x - y);
    }
  }
}

/* Decompress_1(ByteDecode_1(m)): bit i of m becomes 0 or round(q/2) = 1665, through a mask */
static void mlkem_msgbits(uint16_t c[MLKEM_N], const unsigned char m[32])
{
  unsigned i;
  for (i = 0; i < MLKEM_N; ++i)
    c[i] = (uint16_t) (crypto_int16_bitmod_mask(m[i / 8], (crypto_int16) (i % 8)) & 1665);
}

#endif
