/*
 * frozen-salsa20.h: the harness's own Salsa20/20 and the checksum's absorb function.
 * Frozen: try's test inputs and checksums (doc/checksum.md) and every cache key (tools/plan/plan-digest.c)
 * are defined by this code, so it is never tuned or shared with a benchmark target. The
 * Salsa20 implementations under test live in common/salsa20 and may change freely.
 * Public domain (CC0).
 */
#ifndef FROZEN_SALSA20_H
#define FROZEN_SALSA20_H

#include <stdint.h>
#include <string.h>

static inline uint32_t frozen_salsa20_rotl(uint32_t v, int c)
{
  return (v << c) | (v >> (32 - c));
}

/* One quarter round on the words a, b, c, d of x. */
static inline void frozen_salsa20_quarter(uint32_t x[16], int a, int b, int c, int d)
{
  x[b] ^= frozen_salsa20_rotl(x[a] + x[d], 7);
  x[c] ^= frozen_salsa20_rotl(x[b] + x[a], 9);
  x[d] ^= frozen_salsa20_rotl(x[c] + x[b], 13);
  x[a] ^= frozen_salsa20_rotl(x[d] + x[c], 18);
}

/* out = the Salsa20/20 block of key k and the 16 input bytes in (nonce, then counter), with
   the final addition. Everything is read before out is written: out may overlap in and k. */
static inline void frozen_salsa20(unsigned char out[64], const unsigned char in[16],
                                  const unsigned char k[32])
{
  static const unsigned char sigma[16] = "expand 32-byte k";
  const unsigned char *word[16];
  uint32_t start[16], x[16];
  int i, j;
  for (i = 0; i < 4; ++i) {
    word[5 * i] = sigma + 4 * i;
    word[1 + i] = k + 4 * i;
    word[6 + i] = in + 4 * i;
    word[11 + i] = k + 16 + 4 * i;
  }
  for (i = 0; i < 16; ++i)
    start[i] = x[i] = (uint32_t) word[i][0] | (uint32_t) word[i][1] << 8
                      | (uint32_t) word[i][2] << 16 | (uint32_t) word[i][3] << 24;
  for (i = 0; i < 10; ++i) {
    frozen_salsa20_quarter(x, 0, 4, 8, 12);      /* columns */
    frozen_salsa20_quarter(x, 5, 9, 13, 1);
    frozen_salsa20_quarter(x, 10, 14, 2, 6);
    frozen_salsa20_quarter(x, 15, 3, 7, 11);
    frozen_salsa20_quarter(x, 0, 1, 2, 3);       /* rows */
    frozen_salsa20_quarter(x, 5, 6, 7, 4);
    frozen_salsa20_quarter(x, 10, 11, 8, 9);
    frozen_salsa20_quarter(x, 15, 12, 13, 14);
  }
  for (i = 0; i < 16; ++i)
    for (j = 0; j < 4; ++j) out[4 * i + j] = (unsigned char) ((x[i] + start[i]) >> (8 * j));
}

/* Absorb x[0..len) into the 64-byte state (doc/checksum.md, the checksum): each whole
   16-byte piece is the input block of Salsa20/20 keyed by the state's first 32 bytes, the
   result the new state; then the rest, padded with a 1 byte and zeros, after state[0] ^= 1. */
static inline void frozen_absorb(unsigned char state[64], const unsigned char *x,
                                 unsigned long long len)
{
  unsigned char last[16];
  for (; len >= 16; x += 16, len -= 16) frozen_salsa20(state, x, state);
  memset(last, 0, sizeof last);
  memcpy(last, x, (size_t) len);
  last[len] = 1;
  state[0] ^= 1;
  frozen_salsa20(state, last, state);
}

#endif
