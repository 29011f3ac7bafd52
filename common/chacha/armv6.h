/*
 * chacha/armv6.h: ChaCha for 32-bit ARM without NEON (ARMv6, the ARM1176): the double rounds
 * in assembly (chacha/armv6-rounds.S, which the implementation also includes, from a .S file
 * of its own: every rotation folded into the barrel shifter, 8 instructions a quarter round),
 * the feed-forward and the message here, the message read and the output written a word at
 * a time (ARMv6 loads and stores unaligned words), only a last partial block byte by byte.
 * Specified in D. J. Bernstein, "ChaCha, a variant of Salsa20" (2008), as chacha/core.h (64-bit
 * block counter, 64-bit nonce). Constant time: only lengths are branched on.
 * Public domain (CC0).
 */
#ifndef CHACHA_ARMV6_H
#define CHACHA_ARMV6_H

#include "chacha/core.h"

void CRYPTO_NAMESPACE(chacha_armv6_rounds)(uint32_t x[16], unsigned doublerounds);

/* x = the block of state s after `rounds` rounds (even, at least 2), plus s */
static inline void chacha_armv6_block(uint32_t x[16], const uint32_t s[16], int rounds)
{
  int i;
  for (i = 0; i < 16; ++i) x[i] = s[i];
  CRYPTO_NAMESPACE(chacha_armv6_rounds)(x, (unsigned) rounds / 2);
  for (i = 0; i < 16; ++i) x[i] += s[i];
}

/* c[0..len) = m XOR keystream (m may be 0 for the plain keystream); counter starts at 0.
   The key and nonce are read into s before any output is written, so c may overlap them. */
static inline void chacha_xor_armv6(unsigned char *c, const unsigned char *m, unsigned long long len,
                                    const unsigned char n[8], const unsigned char k[32], int rounds)
{
  uint32_t s[16], x[16];
  unsigned char block[64];
  int i;
  chacha_setup(s, k, n, 0);
  for (; len >= 64; len -= 64, c += 64) {
    chacha_armv6_block(x, s, rounds);
    if (m) {
      for (i = 0; i < 16; ++i) bytes_store_le32(c + 4 * i, bytes_load_le32(m + 4 * i) ^ x[i]);
      m += 64;
    } else {
      for (i = 0; i < 16; ++i) bytes_store_le32(c + 4 * i, x[i]);
    }
    if (++s[12] == 0) ++s[13];
  }
  if (len > 0) {
    chacha_armv6_block(x, s, rounds);
    for (i = 0; i < 16; ++i) bytes_store_le32(block + 4 * i, x[i]);
    for (i = 0; i < (int) len; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ block[i]);
  }
}

#endif
