/*
 * crypto_stream/hc128/shared/hc128.h: the HC-128 state and its setup before the 1024
 * initialization steps (key and IV expanded into the tables P and Q), for ref and opt.
 * Public domain (CC0).
 */
#ifndef HC128_H
#define HC128_H

#include "hc/words.h"

typedef struct {
  uint32_t P[512], Q[512];
  uint32_t i; /* step counter mod 1024: steps 0..511 update P, 512..1023 update Q */
} hc128_state;

/* 128-bit key and IV, each used twice as W[0..16) */
static void hc128_expand(hc128_state *s, const unsigned char *k, const unsigned char *n)
{
  uint32_t W[1280];
  int i;
  for (i = 0; i < 4; ++i) {
    W[i] = W[i + 4] = bytes_load_le32(k + 4 * i);
    W[i + 8] = W[i + 12] = bytes_load_le32(n + 4 * i);
  }
  hc_tables(s->P, s->Q, W, 512);
  s->i = 0;
}

#endif
