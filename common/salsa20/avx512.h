/*
 * salsa20/avx512.h: Salsa20 (any even round count) with AVX-512, 16 blocks at a time in zmm
 * registers (chacha/lanes-avx512.h), 8 and 4 at a time for what is left (salsa20/avx2.h).
 * Specified in D. J. Bernstein, "The Salsa20 family of stream ciphers" (2008).
 * Public domain (CC0).
 */
#ifndef SALSA20_AVX512_H
#define SALSA20_AVX512_H

#include "salsa20/avx2.h"
#include "chacha/lanes-avx512.h"

/* c[0..len) = m XOR keystream (m may be 0), counter from 0. */
static inline void salsa20_avx512_xor(unsigned char *c, const unsigned char *m,
                                      unsigned long long len, const unsigned char n[8],
                                      const unsigned char k[32], int rounds)
{
  uint32_t s[16];
  salsa20_setup_nonce(s, n, k);
  lanes_xor16(c, m, len, s, rounds);
}

#endif
