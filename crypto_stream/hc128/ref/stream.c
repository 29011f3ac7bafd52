/*
 * crypto_stream/hc128/ref: HC-128 (128-bit key, 128-bit IV) in portable C, one step at a
 * time as the specification reads: H. Wu, "The Stream Cipher HC-128", in New Stream Cipher
 * Designs, LNCS 4986 (2008), the eSTREAM portfolio version. Key, IV and keystream words are
 * little-endian, as in the eSTREAM code SUPERCOP measures.
 * Not constant time, by design: h1, h2 index the tables with state bytes.
 * Public domain (CC0).
 */
#include "../shared/hc128.h"

/* One step: update P[j] (or Q[j]) and return the keystream word s_i. */
static uint32_t hc128_step(hc128_state *s)
{
  uint32_t j = s->i & 511;
  int half = (s->i & 512) != 0; /* the step counter is public */
  uint32_t *T = half ? s->Q : s->P;       /* the table being updated */
  const uint32_t *U = half ? s->P : s->Q; /* the table h looks up */
  uint32_t x = T[(j - 3) & 511], y = T[(j - 10) & 511], z = T[(j + 1) & 511]; /* j-511 = j+1 */
  uint32_t w = T[(j - 12) & 511];

  if (half)
    T[j] += (HC_ROTL(x, 10) ^ HC_ROTL(z, 23)) + HC_ROTL(y, 8); /* g2 */
  else
    T[j] += (HC_ROTR(x, 10) ^ HC_ROTR(z, 23)) + HC_ROTR(y, 8); /* g1 */
  s->i = (s->i + 1) & 1023;
  return (U[w & 255] + U[256 + ((w >> 16) & 255)]) ^ T[j]; /* h1 or h2 */
}

static void estream_setup(hc128_state *s, const unsigned char *k, const unsigned char *n)
{
  int i;
  hc128_expand(s, k, n);
  /* 1024 steps whose outputs replace the table words: T[j] = (T[j] + g(...)) ^ h(...) */
  for (i = 0; i < 1024; ++i) {
    uint32_t j = s->i & 511;
    uint32_t *T = (s->i & 512) ? s->Q : s->P;
    T[j] = hc128_step(s);
  }
}

/* c = m XOR keystream, 4 bytes (one step) per block; m = 0 gives the keystream. */
static void estream_blocks(hc128_state *s, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  for (; nblocks; --nblocks, c += 4) {
    uint32_t w = hc128_step(s);
    if (m) {
      w ^= bytes_load_le32(m);
      m += 4;
    }
    bytes_store_le32(c, w);
  }
}

#define ESTREAM_STATE hc128_state
#define ESTREAM_BLOCKBYTES 4
#include "estream/stream.c"
