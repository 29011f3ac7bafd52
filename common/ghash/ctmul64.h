/*
 * ghash/ctmul64.h: GHASH (NIST SP 800-38D, section 6.4) in portable C, constant time: the
 * carry-less products come from ordinary 64-bit integer multiplies of operands "with holes"
 * (only every fourth bit kept), so that carries never reach a bit that is kept; no table,
 * no secret-dependent branch or index. The method is T. Pornin's (BearSSL, ghash_ctmul64).
 *
 * Representation: a 16-byte block read as a 128-bit big-endian integer Y = hi:lo is the
 * field element with its bits reflected (byte 0's top bit is the coefficient of x^0). The
 * integer carry-less product of two reflected elements is their polynomial product reflected
 * in 255 bits; one left shift makes it 256, and the upper 128 bits of the reduction are the
 * reflected result. Used by the ref implementations of crypto_aead/aes*gcmv1.
 * Public domain (CC0).
 */
#ifndef GHASH_CTMUL64_H
#define GHASH_CTMUL64_H

#include <stdint.h>
#include "compiler/bytes.h"

struct ghash_ct {
  uint64_t h1, h0, h2;     /* H: high and low halves and their XOR (Karatsuba) */
  uint64_t h1r, h0r, h2r;  /* the same bit-reversed, for the upper halves of the products */
  uint64_t y1, y0;         /* the accumulator */
};

/* the low 64 bits of the carry-less product x * y: operands split by bit position mod 4;
   a kept bit of a partial product sums at most 15 terms, which fit below the next kept bit */
static inline uint64_t ghash_ct_bmul64(uint64_t x, uint64_t y)
{
  const uint64_t m0 = 0x1111111111111111, m1 = m0 << 1, m2 = m0 << 2, m3 = m0 << 3;
  uint64_t x0 = x & m0, x1 = x & m1, x2 = x & m2, x3 = x & m3;
  uint64_t y0 = y & m0, y1 = y & m1, y2 = y & m2, y3 = y & m3;
  uint64_t z0 = (x0 * y0) ^ (x1 * y3) ^ (x2 * y2) ^ (x3 * y1);
  uint64_t z1 = (x0 * y1) ^ (x1 * y0) ^ (x2 * y3) ^ (x3 * y2);
  uint64_t z2 = (x0 * y2) ^ (x1 * y1) ^ (x2 * y0) ^ (x3 * y3);
  uint64_t z3 = (x0 * y3) ^ (x1 * y2) ^ (x2 * y1) ^ (x3 * y0);
  return (z0 & m0) | (z1 & m1) | (z2 & m2) | (z3 & m3);
}

static inline uint64_t ghash_ct_rev64(uint64_t x)
{
  x = (x & 0x5555555555555555) << 1 | (x >> 1 & 0x5555555555555555);
  x = (x & 0x3333333333333333) << 2 | (x >> 2 & 0x3333333333333333);
  x = (x & 0x0F0F0F0F0F0F0F0F) << 4 | (x >> 4 & 0x0F0F0F0F0F0F0F0F);
  x = (x & 0x00FF00FF00FF00FF) << 8 | (x >> 8 & 0x00FF00FF00FF00FF);
  x = (x & 0x0000FFFF0000FFFF) << 16 | (x >> 16 & 0x0000FFFF0000FFFF);
  return x << 32 | x >> 32;
}

/* the upper 64 bits (63 of them) of the carry-less product: the reversed operands' low product,
   reversed, is the 127-bit product read from the top */
static inline uint64_t ghash_ct_bmul64_high(uint64_t xr, uint64_t yr)
{
  return ghash_ct_rev64(ghash_ct_bmul64(xr, yr)) >> 1;
}

static inline void ghash_ct_init(struct ghash_ct *g, const unsigned char h[16])
{
  g->h1 = bytes_load_be64(h);
  g->h0 = bytes_load_be64(h + 8);
  g->h2 = g->h0 ^ g->h1;
  g->h1r = ghash_ct_rev64(g->h1);
  g->h0r = ghash_ct_rev64(g->h0);
  g->h2r = g->h0r ^ g->h1r;
  g->y1 = g->y0 = 0;
}

/* y = (y + block) * H, the block given as its two big-endian halves */
static inline void ghash_ct_step(struct ghash_ct *g, uint64_t b1, uint64_t b0)
{
  uint64_t y1 = g->y1 ^ b1, y0 = g->y0 ^ b0, y2 = y0 ^ y1;
  uint64_t y1r = ghash_ct_rev64(y1), y0r = ghash_ct_rev64(y0), y2r = y0r ^ y1r;
  uint64_t z0 = ghash_ct_bmul64(y0, g->h0), z0h = ghash_ct_bmul64_high(y0r, g->h0r);
  uint64_t z1 = ghash_ct_bmul64(y1, g->h1), z1h = ghash_ct_bmul64_high(y1r, g->h1r);
  uint64_t z2 = ghash_ct_bmul64(y2, g->h2), z2h = ghash_ct_bmul64_high(y2r, g->h2r);
  uint64_t v0, v1, v2, v3;
  z2 ^= z0 ^ z1;                                   /* Karatsuba: the middle product */
  z2h ^= z0h ^ z1h;
  v0 = z0;
  v1 = z0h ^ z2;
  v2 = z1 ^ z2h;
  v3 = z1h;
  v3 = v3 << 1 | v2 >> 63;                         /* 255-bit reflection -> 256 */
  v2 = v2 << 1 | v1 >> 63;
  v1 = v1 << 1 | v0 >> 63;
  v0 <<= 1;
  /* fold the low half, the high-degree coefficients, with x^128 = x^7 + x^2 + x + 1: in the
     reflected order a word moves up by 128 bits and right by 1, 2 and 7 bits */
  v2 ^= v0 ^ v0 >> 1 ^ v0 >> 2 ^ v0 >> 7;
  v1 ^= v0 << 63 ^ v0 << 62 ^ v0 << 57;
  v3 ^= v1 ^ v1 >> 1 ^ v1 >> 2 ^ v1 >> 7;
  v2 ^= v1 << 63 ^ v1 << 62 ^ v1 << 57;
  g->y1 = v3;
  g->y0 = v2;
}

/* absorb len bytes; a last partial block is padded with zeros (GCM pads the associated data
   and the ciphertext each to whole blocks) */
static inline void ghash_ct_update(struct ghash_ct *g, const unsigned char *p, uint64_t len)
{
  unsigned char last[16];
  uint64_t i;
  for (; len >= 16; p += 16, len -= 16)
    ghash_ct_step(g, bytes_load_be64(p), bytes_load_be64(p + 8));
  if (len == 0) return;
  for (i = 0; i < 16; ++i) last[i] = i < len ? p[i] : 0;
  ghash_ct_step(g, bytes_load_be64(last), bytes_load_be64(last + 8));
}

/* the last block, the bit lengths of the associated data and of the ciphertext, then the
   result */
static inline void ghash_ct_final(struct ghash_ct *g, unsigned char out[16], uint64_t adlen,
                                  uint64_t clen)
{
  ghash_ct_step(g, adlen << 3, clen << 3);
  bytes_store_be64(out, g->y1);
  bytes_store_be64(out + 8, g->y0);
}

#endif
