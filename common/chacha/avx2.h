/*
 * chacha/avx2.h: ChaCha (any even round count) with AVX2, 8 blocks at a time in ymm registers
 * and 4 in xmm registers for the tail, on the lanes of chacha/lanes-avx2.h.
 * Specified in D. J. Bernstein, "ChaCha, a variant of Salsa20" (2008): 64-bit block counter in
 * words 12-13, 64-bit nonce in words 14-15. Public domain (CC0).
 */
#ifndef CHACHA_AVX2_H
#define CHACHA_AVX2_H

#include "chacha/core.h"

#include "chacha/lanes-round.h"
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
