/*
 * crypto_stream/hc128/ref: HC-128 (128-bit key, 128-bit IV) in portable C, one step at a
 * time as the specification reads: H. Wu, "The Stream Cipher HC-128", in New Stream Cipher
 * Designs, LNCS 4986 (2008), the eSTREAM portfolio version. Key, IV and keystream words are
 * little-endian, as in the eSTREAM code SUPERCOP measures.
 * Not constant time, by design: h1, h2 index the tables with state bytes.
 * Public domain (CC0).
 */
#include <stdint.h>

typedef struct {
  uint32_t P[512], Q[512];
  uint32_t i; /* step counter mod 1024: steps 0..511 update P, 512..1023 update Q */
} hc128_state;

#define ROTR(x, n) ((uint32_t) ((x) >> (n) | (x) << (32 - (n))))
#define ROTL(x, n) ((uint32_t) ((x) << (n) | (x) >> (32 - (n))))

static uint32_t load32(const unsigned char *p)
{
  return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
}

static void store32(unsigned char *p, uint32_t v)
{
  p[0] = (unsigned char) v;
  p[1] = (unsigned char) (v >> 8);
  p[2] = (unsigned char) (v >> 16);
  p[3] = (unsigned char) (v >> 24);
}

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
    T[j] += (ROTL(x, 10) ^ ROTL(z, 23)) + ROTL(y, 8); /* g2 */
  else
    T[j] += (ROTR(x, 10) ^ ROTR(z, 23)) + ROTR(y, 8); /* g1 */
  s->i = (s->i + 1) & 1023;
  return (U[w & 255] + U[256 + ((w >> 16) & 255)]) ^ T[j]; /* h1 or h2 */
}

#define F1(x) (ROTR(x, 7) ^ ROTR(x, 18) ^ ((x) >> 3))
#define F2(x) (ROTR(x, 17) ^ ROTR(x, 19) ^ ((x) >> 10))

static void estream_setup(hc128_state *s, const unsigned char *k, const unsigned char *n)
{
  uint32_t W[1280];
  int i;
  for (i = 0; i < 4; ++i) {
    W[i] = W[i + 4] = load32(k + 4 * i);
    W[i + 8] = W[i + 12] = load32(n + 4 * i);
  }
  for (i = 16; i < 1280; ++i) W[i] = F2(W[i - 2]) + W[i - 7] + F1(W[i - 15]) + W[i - 16] + (uint32_t) i;
  for (i = 0; i < 512; ++i) {
    s->P[i] = W[i + 256];
    s->Q[i] = W[i + 768];
  }
  /* 1024 steps whose outputs replace the table words: T[j] = (T[j] + g(...)) ^ h(...) */
  s->i = 0;
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
  uint32_t w;
  for (; nblocks; --nblocks, c += 4) {
    w = hc128_step(s);
    if (m) {
      w ^= load32(m);
      m += 4;
    }
    store32(c, w);
  }
}

#define ESTREAM_STATE hc128_state
#define ESTREAM_BLOCKBYTES 4
#include "estream/stream.c"
