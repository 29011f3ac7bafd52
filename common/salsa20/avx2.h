/*
 * salsa20/avx2.h: Salsa20 (any even round count) with AVX2, 8 blocks at a time in ymm
 * registers and 4 in xmm registers for the tail, on the lanes of chacha/lanes-avx2.h (which
 * serve both ciphers: same 16 words, counter and feed-forward; only the rounds differ).
 * Specified in D. J. Bernstein, "The Salsa20 family of stream ciphers" (2008): key in words
 * 1-4 and 11-14, nonce in words 6-7, 64-bit block counter in words 8-9. Public domain (CC0).
 */
#ifndef SALSA20_AVX2_H
#define SALSA20_AVX2_H

#include "salsa20/core.h"

#define LANES_CTR 8

#define SALSA20_LANES_QR(ADD, ROTLXOR, a, b, c, d) \
  b = ROTLXOR(b, ADD(a, d), 7); \
  c = ROTLXOR(c, ADD(b, a), 9); \
  d = ROTLXOR(d, ADD(c, b), 13); \
  a = ROTLXOR(a, ADD(d, c), 18);

/* a column round, then a row round */
#define LANES_DOUBLEROUND(ADD, XORROTL, ROTLXOR) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x0, x4, x8, x12) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x5, x9, x13, x1) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x10, x14, x2, x6) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x15, x3, x7, x11) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x0, x1, x2, x3) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x5, x6, x7, x4) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x10, x11, x8, x9) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x15, x12, x13, x14)

#include "chacha/lanes-avx2.h"

/* The input block for the 8-byte nonce n, counter 0. */
static inline void salsa20_setup_nonce(uint32_t s[16], const unsigned char n[8],
                                       const unsigned char k[32])
{
  unsigned char in[16] = { 0 };
  int i;
  for (i = 0; i < 8; ++i) in[i] = n[i];
  salsa20_setup(s, in, k);
}

/* c[0..len) = m XOR keystream (m may be 0), counter from 0. */
static inline void salsa20_avx2_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                                    const unsigned char n[8], const unsigned char k[32], int rounds)
{
  uint32_t s[16];
  salsa20_setup_nonce(s, n, k);
  lanes_xor8(c, m, len, s, rounds);
}

#endif
