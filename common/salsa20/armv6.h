/*
 * salsa20/armv6.h: Salsa20 for 32-bit ARM without NEON (ARMv6, the ARM1176). The rounds are
 * salsa20/core.h's: each rotation there feeds one eor, which the compilers fold into it (the
 * barrel shifter: an add and an eor a step). What differs from the reference is the rest of
 * a block: the state in locals, and the message read and the output written a word at a time
 * (ARMv6 loads and stores unaligned words) instead of a byte at a time through a block
 * buffer; only a last partial block goes byte by byte.
 * Specified in D. J. Bernstein, "The Salsa20 family of stream ciphers" (2008).
 * Constant time: only lengths are branched on. Public domain (CC0).
 */
#ifndef SALSA20_ARMV6_H
#define SALSA20_ARMV6_H

#include "salsa20/core.h"

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
    salsa20_rounds(x, rounds);
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
