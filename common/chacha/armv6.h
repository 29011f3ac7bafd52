/*
 * chacha/armv6.h: ChaCha for 32-bit ARM without NEON (ARMv6, the ARM1176), in C written so that
 * the compilers fold every rotation into the add or eor that uses it (the barrel shifter):
 * 8 instructions a quarter round instead of 12.
 * How: a rotated value is used twice (the next add and the next eor), so instead of rotating
 * it, each word is kept unrotated and its rotation applied where it is read ("lazy rotation").
 * The b words (4-7) are held rotated right by 7 against the true state, the d words (12-15)
 * by 8, before and after every quarter round, so the rounds loop over themselves; entering
 * costs a rotation each, leaving folds into the feed-forward addition.
 * The message is read and the output written a word at a time (ARMv6 loads and stores
 * unaligned words), only a last partial block byte by byte.
 * Specified in D. J. Bernstein, "ChaCha, a variant of Salsa20" (2008), as chacha/core.h (64-bit
 * block counter, 64-bit nonce). Constant time: only lengths are branched on.
 * Public domain (CC0).
 */
#ifndef CHACHA_ARMV6_H
#define CHACHA_ARMV6_H

#include "chacha/core.h"

#define CHACHA_ARMV6_ROTL(v, c) (((v) << (c)) | ((v) >> (32 - (c))))

/* one quarter round on b = ror(b_true, 7), d = ror(d_true, 8); leaves them so */
#define CHACHA_LAZY_QR(a, b, c, d) \
  a += CHACHA_ARMV6_ROTL(b, 7);  d = a ^ CHACHA_ARMV6_ROTL(d, 8);  c += CHACHA_ARMV6_ROTL(d, 16); \
  b = c ^ CHACHA_ARMV6_ROTL(b, 7);  a += CHACHA_ARMV6_ROTL(b, 12); d = a ^ CHACHA_ARMV6_ROTL(d, 16); \
  c += CHACHA_ARMV6_ROTL(d, 8);  b = c ^ CHACHA_ARMV6_ROTL(b, 12);

/* x = the block of state s after `rounds` rounds, plus s (the feed-forward) */
static inline void chacha_armv6_block(uint32_t x[16], const uint32_t s[16], int rounds)
{
  uint32_t x0 = s[0], x1 = s[1], x2 = s[2], x3 = s[3], x8 = s[8], x9 = s[9], x10 = s[10];
  uint32_t x11 = s[11];
  uint32_t x4 = CHACHA_ARMV6_ROTL(s[4], 25), x5 = CHACHA_ARMV6_ROTL(s[5], 25), x6 = CHACHA_ARMV6_ROTL(s[6], 25);
  uint32_t x7 = CHACHA_ARMV6_ROTL(s[7], 25), x12 = CHACHA_ARMV6_ROTL(s[12], 24);
  uint32_t x13 = CHACHA_ARMV6_ROTL(s[13], 24), x14 = CHACHA_ARMV6_ROTL(s[14], 24);
  uint32_t x15 = CHACHA_ARMV6_ROTL(s[15], 24);
  int i;
  for (i = 0; i < rounds; i += 2) {
    CHACHA_LAZY_QR(x0, x4, x8, x12)
    CHACHA_LAZY_QR(x1, x5, x9, x13)
    CHACHA_LAZY_QR(x2, x6, x10, x14)
    CHACHA_LAZY_QR(x3, x7, x11, x15)
    CHACHA_LAZY_QR(x0, x5, x10, x15)
    CHACHA_LAZY_QR(x1, x6, x11, x12)
    CHACHA_LAZY_QR(x2, x7, x8, x13)
    CHACHA_LAZY_QR(x3, x4, x9, x14)
  }
  x[0] = x0 + s[0]; x[1] = x1 + s[1]; x[2] = x2 + s[2]; x[3] = x3 + s[3];
  x[4] = CHACHA_ARMV6_ROTL(x4, 7) + s[4]; x[5] = CHACHA_ARMV6_ROTL(x5, 7) + s[5];
  x[6] = CHACHA_ARMV6_ROTL(x6, 7) + s[6]; x[7] = CHACHA_ARMV6_ROTL(x7, 7) + s[7];
  x[8] = x8 + s[8]; x[9] = x9 + s[9]; x[10] = x10 + s[10]; x[11] = x11 + s[11];
  x[12] = CHACHA_ARMV6_ROTL(x12, 8) + s[12]; x[13] = CHACHA_ARMV6_ROTL(x13, 8) + s[13];
  x[14] = CHACHA_ARMV6_ROTL(x14, 8) + s[14]; x[15] = CHACHA_ARMV6_ROTL(x15, 8) + s[15];
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

#undef CHACHA_LAZY_QR
#undef CHACHA_ARMV6_ROTL

#endif
