/*
 * chacha/avx2.h: ChaCha (any even round count) with AVX2, 8 blocks at a time in ymm registers
 * and 4 in xmm registers for the tail, on the lanes of chacha/lanes-avx2.h.
 * Specified in D. J. Bernstein, "ChaCha, a variant of Salsa20" (2008): 64-bit block counter in
 * words 12-13, 64-bit nonce in words 14-15. Public domain (CC0).
 */
#ifndef CHACHA_AVX2_H
#define CHACHA_AVX2_H

#include "chacha/core.h"

#define LANES_CTR 12

#define CHACHA_LANES_QR(ADD, XORROTL, a, b, c, d) \
  a = ADD(a, b); d = XORROTL(d, a, 16); \
  c = ADD(c, d); b = XORROTL(b, c, 12); \
  a = ADD(a, b); d = XORROTL(d, a, 8); \
  c = ADD(c, d); b = XORROTL(b, c, 7);

/* a column round, then a diagonal round (the out-of-order core interleaves the four
   independent quarter rounds; writing them interleaved measured no faster) */
#define LANES_DOUBLEROUND(ADD, XORROTL, ROTLXOR) \
  CHACHA_LANES_QR(ADD, XORROTL, x0, x4, x8, x12) \
  CHACHA_LANES_QR(ADD, XORROTL, x1, x5, x9, x13) \
  CHACHA_LANES_QR(ADD, XORROTL, x2, x6, x10, x14) \
  CHACHA_LANES_QR(ADD, XORROTL, x3, x7, x11, x15) \
  CHACHA_LANES_QR(ADD, XORROTL, x0, x5, x10, x15) \
  CHACHA_LANES_QR(ADD, XORROTL, x1, x6, x11, x12) \
  CHACHA_LANES_QR(ADD, XORROTL, x2, x7, x8, x13) \
  CHACHA_LANES_QR(ADD, XORROTL, x3, x4, x9, x14)

#include "chacha/lanes-avx2.h"

/* c[0..len) = m XOR keystream (m may be 0), counter from 0. */
static inline void chacha_avx2_xor(unsigned char *c, const unsigned char *m,
                                   unsigned long long len, const unsigned char n[8],
                                   const unsigned char k[32], int rounds)
{
  uint32_t s[16];
  chacha_setup(s, k, n, 0);
  lanes_xor8(c, m, len, s, rounds);
}

#endif
