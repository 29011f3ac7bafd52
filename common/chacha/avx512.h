/*
 * chacha/avx512.h: ChaCha (any even round count) with AVX-512, 16 blocks at a time in zmm
 * registers (chacha/lanes-avx512.h), 8 and 4 at a time for what is left (chacha/avx2.h).
 * Specified in D. J. Bernstein, "ChaCha, a variant of Salsa20" (2008). Public domain (CC0).
 */
#ifndef CHACHA_AVX512_H
#define CHACHA_AVX512_H

#include "chacha/avx2.h"
#include "chacha/lanes-avx512.h"

/* c[0..len) = m XOR keystream (m may be 0), counter from 0. */
static inline void chacha_avx512_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                              const unsigned char n[8], const unsigned char k[32], int rounds)
{
  uint32_t s[16];
  chacha_setup(s, k, n, 0);
  lanes_xor16(c, m, len, s, rounds);
}

#endif
