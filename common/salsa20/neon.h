/*
 * salsa20/neon.h: Salsa20 (any even round count) with NEON, 4 blocks at a time in q registers,
 * on the lanes of chacha/lanes-neon.h (which serve both ciphers: same 16 words, counter and
 * feed-forward; only the rounds differ). Specified in D. J. Bernstein, "The Salsa20 family of
 * stream ciphers" (2008): key in words 1-4 and 11-14, nonce in words 6-7, 64-bit block
 * counter in words 8-9. Public domain (CC0).
 */
#ifndef SALSA20_NEON_H
#define SALSA20_NEON_H

#include "salsa20/core.h"
#include "salsa20/lanes-round.h"
#include "chacha/lanes-neon.h"

/* c[0..len) = m XOR keystream (m may be 0), counter from 0. */
static inline void salsa20_neon_xor(unsigned char *c, const unsigned char *m,
                                    unsigned long long len, const unsigned char n[8],
                                    const unsigned char k[32], int rounds)
{
  uint32_t s[16];
  salsa20_setup_nonce(s, n, k);
  lanes_xor4(c, m, len, s, rounds);
}

#endif
