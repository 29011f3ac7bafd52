/*
 * frozen-chacha20.h: the harness's own ChaCha20 keystream, for randombytes (SUPERCOP's
 * knownrandombytes, doc/checksum.md). Frozen, as frozen-salsa20.h: what try draws from
 * randombytes is defined by this code; the ChaCha implementations under test live in
 * common/chacha and may change freely.
 * ChaCha in its original form: 64-bit block counter in words 12-13, 64-bit nonce in 14-15.
 * Public domain (CC0).
 */
#ifndef FROZEN_CHACHA20_H
#define FROZEN_CHACHA20_H

#include <stdint.h>

static inline uint32_t frozen_chacha20_rotl(uint32_t v, int c)
{
  return (v << c) | (v >> (32 - c));
}

static inline void frozen_chacha20_quarter(uint32_t x[16], int a, int b, int c, int d)
{
  x[a] += x[b]; x[d] = frozen_chacha20_rotl(x[d] ^ x[a], 16);
  x[c] += x[d]; x[b] = frozen_chacha20_rotl(x[b] ^ x[c], 12);
  x[a] += x[b]; x[d] = frozen_chacha20_rotl(x[d] ^ x[a], 8);
  x[c] += x[d]; x[b] = frozen_chacha20_rotl(x[b] ^ x[c], 7);
}

/* out[0..len) = the ChaCha20 keystream of key k and nonce n, from block 0 on. */
static inline void frozen_chacha20(unsigned char *out, unsigned long long len,
                                   const unsigned char n[8], const unsigned char k[32])
{
  static const unsigned char sigma[16] = "expand 32-byte k";
  uint32_t start[16], x[16];
  const unsigned char *word[16];
  unsigned long long block;
  int i;
  for (i = 0; i < 4; ++i) word[i] = sigma + 4 * i;
  for (i = 0; i < 8; ++i) word[4 + i] = k + 4 * i;
  word[14] = n;
  word[15] = n + 4;
  for (i = 0; i < 16; ++i)
    if (i != 12 && i != 13)
      start[i] = (uint32_t) word[i][0] | (uint32_t) word[i][1] << 8
                 | (uint32_t) word[i][2] << 16 | (uint32_t) word[i][3] << 24;
  for (block = 0; len > 0; ++block) {
    start[12] = (uint32_t) block;
    start[13] = (uint32_t) (block >> 32);
    for (i = 0; i < 16; ++i) x[i] = start[i];
    for (i = 0; i < 10; ++i) {
      frozen_chacha20_quarter(x, 0, 4, 8, 12);   /* columns */
      frozen_chacha20_quarter(x, 1, 5, 9, 13);
      frozen_chacha20_quarter(x, 2, 6, 10, 14);
      frozen_chacha20_quarter(x, 3, 7, 11, 15);
      frozen_chacha20_quarter(x, 0, 5, 10, 15);  /* diagonals */
      frozen_chacha20_quarter(x, 1, 6, 11, 12);
      frozen_chacha20_quarter(x, 2, 7, 8, 13);
      frozen_chacha20_quarter(x, 3, 4, 9, 14);
    }
    for (i = 0; i < 64 && len > 0; ++i, --len)
      *out++ = (unsigned char) ((x[i / 4] + start[i / 4]) >> (8 * (i % 4)));
  }
}

#endif
