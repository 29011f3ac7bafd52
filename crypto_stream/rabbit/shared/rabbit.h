/*
 * rabbit/shared/rabbit.h: Rabbit (128-bit key, 64-bit IV): the state, the next-state
 * function, key and IV setup. Specified in RFC 4503 and the eSTREAM submission
 * (M. Boesgaard, M. Vesterager, T. Christensen, E. Zenner); byte order of the eSTREAM code
 * that SUPERCOP measures: key, IV and keystream words are little-endian, keystream word 0
 * (bytes 0..3) is x0 ^ (x5 >> 16) ^ (x3 << 16). The implementations add the keystream loop.
 * Constant time: no branch and no memory index depends on the key, the IV or the state.
 * Public domain (CC0).
 */
#ifndef RABBIT_RABBIT_H
#define RABBIT_RABBIT_H

#include <stdint.h>
#include "compiler/bytes.h"

typedef struct {
  uint32_t x[8], c[8];
  uint32_t carry;
} rabbit_state;

static uint32_t rotl(uint32_t v, int n)
{
  return v << n | v >> (32 - n);
}

/* g(u, v): the high and low halves of (u + v)^2, XORed. */
static uint32_t rabbit_g(uint32_t x, uint32_t c)
{
  uint64_t y = (uint64_t) (uint32_t) (x + c) * (uint32_t) (x + c);
  return (uint32_t) y ^ (uint32_t) (y >> 32);
}

/* The next-state function: counter system, then the eight g values mixed into x. */
static void rabbit_next(rabbit_state *s)
{
  static const uint32_t a[8] = {
    0x4D34D34D, 0xD34D34D3, 0x34D34D34, 0x4D34D34D,
    0xD34D34D3, 0x34D34D34, 0x4D34D34D, 0xD34D34D3,
  };
  uint32_t g[8];
  uint64_t t;
  int j;
  for (j = 0; j < 8; ++j) {
    t = (uint64_t) s->c[j] + a[j] + s->carry;
    s->c[j] = (uint32_t) t;
    s->carry = (uint32_t) (t >> 32);
  }
  for (j = 0; j < 8; ++j) g[j] = rabbit_g(s->x[j], s->c[j]);
  for (j = 0; j < 8; j += 2) {
    s->x[j] = g[j] + rotl(g[(j + 7) & 7], 16) + rotl(g[(j + 6) & 7], 16);
    s->x[j + 1] = g[j + 1] + rotl(g[j], 8) + g[(j + 7) & 7];
  }
}

/* Key setup (RFC 4503 section 2.3), with the IV setup of section 2.4 on top. */
static void estream_setup(rabbit_state *s, const unsigned char *key, const unsigned char *iv)
{
  uint32_t k[4], i[4];
  int j;
  for (j = 0; j < 4; ++j) k[j] = bytes_load_le32(key + 4 * j);
  for (j = 0; j < 8; j += 2) {
    /* even words: a whole key word; odd words: halves of two neighbours */
    s->x[j] = k[j / 2];
    s->x[j + 1] = k[((j / 2) + 3) & 3] << 16 | k[((j / 2) + 2) & 3] >> 16;
    s->c[j] = rotl(k[((j / 2) + 2) & 3], 16);
    s->c[j + 1] = (k[j / 2] & 0xFFFF0000) | (k[((j / 2) + 1) & 3] & 0xFFFF);
  }
  s->carry = 0;
  for (j = 0; j < 4; ++j) rabbit_next(s);
  for (j = 0; j < 8; ++j) s->c[j] ^= s->x[(j + 4) & 7];

  i[0] = bytes_load_le32(iv);
  i[2] = bytes_load_le32(iv + 4);
  i[1] = i[0] >> 16 | (i[2] & 0xFFFF0000);
  i[3] = i[2] << 16 | (i[0] & 0x0000FFFF);
  for (j = 0; j < 8; ++j) s->c[j] ^= i[j & 3];
  for (j = 0; j < 4; ++j) rabbit_next(s);
}

#endif
