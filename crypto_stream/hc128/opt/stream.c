/*
 * crypto_stream/hc128/opt: HC-128 (128-bit key, 128-bit IV) in portable C, 16 steps at a
 * time: the 16 newest words of the table being updated live in locals, so the words a step
 * reads (j-3, j-10, j-12) come from registers instead of from stores just made.
 * Specified in H. Wu, "The Stream Cipher HC-128" (LNCS 4986, 2008); conventions as in ../ref.
 * Not constant time, by design: h1, h2 index the tables with state bytes.
 * Public domain (CC0).
 */
#include <stdint.h>

typedef struct {
  uint32_t P[512], Q[512];
  uint32_t i; /* step counter mod 1024, a multiple of 16 between blocks */
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

/* Step k of a block: w[16 + k] is T[j0 + k], w[0..15] the words before the block. ROT makes
   g1 or g2 (rotations right or left); out[k] = h(T[j-12]) ^ T[j]. During initialization
   (init, a constant) that output is what T[j] becomes. */
#define HC128_STEP(k, ROT)                                                                \
  do {                                                                                    \
    uint32_t x_ = w[16 + (k) - 3], y_ = w[16 + (k) - 10], z_ = T[(j0 + (k) + 1) & 511];   \
    uint32_t v_ = w[16 + (k) - 12];                                                       \
    uint32_t t_ = T[j0 + (k)] + ((ROT(x_, 10) ^ ROT(z_, 23)) + ROT(y_, 8));               \
    out[k] = (U[v_ & 255] + U[256 + ((v_ >> 16) & 255)]) ^ t_;                            \
    w[16 + (k)] = init ? out[k] : t_;                                                     \
    T[j0 + (k)] = w[16 + (k)];                                                            \
  } while (0)

#define HC128_BLOCK(ROT)                                                                  \
  do {                                                                                    \
    HC128_STEP(0, ROT); HC128_STEP(1, ROT); HC128_STEP(2, ROT); HC128_STEP(3, ROT);       \
    HC128_STEP(4, ROT); HC128_STEP(5, ROT); HC128_STEP(6, ROT); HC128_STEP(7, ROT);       \
    HC128_STEP(8, ROT); HC128_STEP(9, ROT); HC128_STEP(10, ROT); HC128_STEP(11, ROT);     \
    HC128_STEP(12, ROT); HC128_STEP(13, ROT); HC128_STEP(14, ROT); HC128_STEP(15, ROT);   \
  } while (0)

/* 16 steps from the public counter s->i: out[0..15] = the keystream words. One function
   for the initialization and one for the keystream, so that init is a constant in each. */
#define HC128_BLOCK_FN(name, initializing)                                                \
  static void name(hc128_state *s, uint32_t *restrict out)                                \
  {                                                                                       \
    const int init = initializing;                                                        \
    uint32_t j0 = s->i & 511, prev = (j0 - 16) & 511, w[32]; /* j0 is a multiple of 16 */  \
    int k;                                                                                \
    if (s->i & 512) {                                                                     \
      uint32_t *restrict T = s->Q;                                                        \
      const uint32_t *restrict U = s->P;                                                  \
      for (k = 0; k < 16; ++k) w[k] = T[prev + k];                             \
      HC128_BLOCK(ROTL);                                                                  \
    } else {                                                                              \
      uint32_t *restrict T = s->P;                                                        \
      const uint32_t *restrict U = s->Q;                                                  \
      for (k = 0; k < 16; ++k) w[k] = T[prev + k];                             \
      HC128_BLOCK(ROTR);                                                                  \
    }                                                                                     \
    s->i = (s->i + 16) & 1023;                                                            \
  }

HC128_BLOCK_FN(hc128_block_init, 1)
HC128_BLOCK_FN(hc128_block, 0)

#define F1(x) (ROTR(x, 7) ^ ROTR(x, 18) ^ ((x) >> 3))
#define F2(x) (ROTR(x, 17) ^ ROTR(x, 19) ^ ((x) >> 10))

static void estream_setup(hc128_state *s, const unsigned char *k, const unsigned char *n)
{
  uint32_t W[1280], out[16];
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
  /* 1024 steps whose outputs replace the table words as they go */
  s->i = 0;
  for (i = 0; i < 64; ++i) hc128_block_init(s, out);
}

/* c = m XOR keystream, 64 bytes per block; m = 0 gives the keystream. */
static void estream_blocks(hc128_state *s, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  uint32_t out[16], w;
  int j;
  for (; nblocks; --nblocks, c += 64) {
    hc128_block(s, out);
    for (j = 0; j < 16; ++j) {
      w = out[j];
      if (m) w ^= load32(m + 4 * j);
      store32(c + 4 * j, w);
    }
    if (m) m += 64;
  }
}

#define ESTREAM_STATE hc128_state
#define ESTREAM_BLOCKBYTES 64
#include "estream/stream.c"
