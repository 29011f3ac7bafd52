/*
 * salsa20/armv6.h: Salsa20 for 32-bit ARM without NEON (ARMv6, the ARM1176): the double rounds
 * in assembly (salsa20/armv6-rounds.S, which the implementation also includes, from a .S file
 * of its own: 13 words in registers, each rotation folded into its eor), the feed-forward and
 * the message here, the message read and the output written a word at a time (ARMv6 loads and
 * stores unaligned words), only a last partial block byte by byte.
 * Specified in D. J. Bernstein, "The Salsa20 family of stream ciphers" (2008).
 * Constant time: only lengths are branched on. Public domain (CC0).
 */
#ifndef SALSA20_ARMV6_H
#define SALSA20_ARMV6_H

#include "salsa20/core.h"

void CRYPTO_NAMESPACE(salsa20_armv6_rounds)(uint32_t x[16], unsigned doublerounds);

/* c[0..len) = m XOR the keystream for the 8-byte nonce n, counter from 0 (m may be 0 for the
   plain keystream). The key and nonce are read into s before any output is written. */
static inline void salsa20_xor_armv6(unsigned char *c, const unsigned char *m, unsigned long long len,
                                     const unsigned char n[8], const unsigned char k[32], int rounds)
{
  unsigned char in[16], block[64];
  uint32_t s[16], x[16];
  int i;
  for (i = 0; i < 8; ++i) {
    in[i] = n[i];
    in[8 + i] = 0;
  }
  salsa20_setup(s, in, k);
  for (; len > 0; c += 64) {
    for (i = 0; i < 16; ++i) x[i] = s[i];
    CRYPTO_NAMESPACE(salsa20_armv6_rounds)(x, (unsigned) rounds / 2);
    for (i = 0; i < 16; ++i) x[i] += s[i];
    if (len < 64) {
      for (i = 0; i < 16; ++i) bytes_store_le32(block + 4 * i, x[i]);
      for (i = 0; i < (int) len; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ block[i]);
      return;
    }
    if (m) {
      for (i = 0; i < 16; ++i) bytes_store_le32(c + 4 * i, bytes_load_le32(m + 4 * i) ^ x[i]);
      m += 64;
    } else {
      for (i = 0; i < 16; ++i) bytes_store_le32(c + 4 * i, x[i]);
    }
    len -= 64;
    if (++s[8] == 0) ++s[9];
  }
}

#endif
