/*
 * crypto_stream/hc256/shared/hc256.h: the HC-256 state and its setup before the 4096
 * initialization steps (key and IV expanded into the tables P and Q), for ref and opt.
 * Public domain (CC0).
 */
#ifndef HC256_H
#define HC256_H

#include "hc/words.h"

typedef struct {
  uint32_t P[1024], Q[1024];
  uint32_t i; /* step counter mod 2048: steps 0..1023 update P, 1024..2047 update Q */
} hc256_state;

/* 256-bit key, then the 128-bit IV repeated to 256 bits (IV_{i+4} = IV_i), as W[0..16) */
static void hc256_expand(hc256_state *s, const unsigned char *k, const unsigned char *n)
{
  uint32_t W[2560];
  int i;
  for (i = 0; i < 8; ++i) W[i] = bytes_load_le32(k + 4 * i);
  for (i = 0; i < 4; ++i) W[i + 8] = W[i + 12] = bytes_load_le32(n + 4 * i);
  hc_tables(s->P, s->Q, W, 1024);
  s->i = 0;
}

#endif
