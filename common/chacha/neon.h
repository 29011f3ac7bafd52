/*
 * chacha/neon.h: ChaCha (any even round count) with NEON, 4 blocks at a time in q registers
 * (chacha/lanes-neon.h). Specified in D. J. Bernstein, "ChaCha, a variant of Salsa20" (2008):
 * 64-bit block counter in words 12-13, 64-bit nonce in words 14-15. Public domain (CC0).
 */
#ifndef CHACHA_NEON_H
#define CHACHA_NEON_H

#include "chacha/core.h"
#include "chacha/lanes-round.h"
#include "chacha/lanes-neon.h"

/* c[0..len) = m XOR keystream (m may be 0), counter from 0. */
static inline void chacha_neon_xor(unsigned char *c, const unsigned char *m,
                                   unsigned long long len, const unsigned char n[8],
                                   const unsigned char k[32], int rounds)
{
  uint32_t s[16];
  chacha_setup(s, k, n, 0);
  lanes_xor4(c, m, len, s, rounds);
}

#endif
