/*
 * crypto_stream/hc256/ref: HC-256 with a 256-bit key and a 128-bit IV (SUPERCOP's sizes) in
 * portable C, one step at a time as the specification reads: H. Wu, "A New Stream Cipher
 * HC-256", FSE 2004, LNCS 3017, and the eSTREAM submission. A 128-bit IV is repeated to
 * 256 bits (IV_{i+4} = IV_i), as in the eSTREAM code SUPERCOP measures; key, IV and
 * keystream words are little-endian.
 * Not constant time, by design: g and h index the tables with state bits.
 * Public domain (CC0).
 */
#include "../shared/hc256.h"

/* One step: update P[j] (or Q[j]) and return the keystream word s_i. */
static uint32_t hc256_step(hc256_state *s)
{
  uint32_t j = s->i & 1023;
  int half = (s->i & 1024) != 0; /* the step counter is public */
  uint32_t *T = half ? s->Q : s->P;       /* the table being updated */
  const uint32_t *U = half ? s->P : s->Q; /* the table g and h look up */
  uint32_t x = T[(j - 3) & 1023], y = T[(j + 1) & 1023]; /* j-1023 = j+1 */
  uint32_t w = T[(j - 12) & 1023];

  T[j] += T[(j - 10) & 1023] + (HC_ROTR(x, 10) ^ HC_ROTR(y, 23)) + U[(x ^ y) & 1023]; /* g1, g2 */
  s->i = (s->i + 1) & 2047;
  return (U[w & 255] + U[256 + ((w >> 8) & 255)] + U[512 + ((w >> 16) & 255)] + U[768 + (w >> 24)])
         ^ T[j]; /* h1, h2 */
}

static void estream_setup(hc256_state *s, const unsigned char *k, const unsigned char *n)
{
  int i;
  hc256_expand(s, k, n);
  for (i = 0; i < 4096; ++i) hc256_step(s); /* outputs discarded */
}

/* c = m XOR keystream, 4 bytes (one step) per block; m = 0 gives the keystream. */
static void estream_blocks(hc256_state *s, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  for (; nblocks; --nblocks, c += 4) {
    uint32_t w = hc256_step(s);
    if (m) {
      w ^= bytes_load_le32(m);
      m += 4;
    }
    bytes_store_le32(c, w);
  }
}

#define ESTREAM_STATE hc256_state
#define ESTREAM_BLOCKBYTES 4
#include "estream/stream.c"
