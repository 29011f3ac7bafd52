/*
 * crypto_stream/hc128/opt: HC-128 (128-bit key, 128-bit IV) in portable C, 16 steps at a
 * time: the 16 newest words of the table being updated live in locals, so the words a step
 * reads (j-3, j-10, j-12) come from registers instead of from stores just made.
 * Specified in H. Wu, "The Stream Cipher HC-128" (LNCS 4986, 2008); conventions as in ../ref.
 * Not constant time, by design: h1, h2 index the tables with state bytes.
 * Public domain (CC0).
 */
#include "../shared/hc128.h"

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
    uint32_t j0 = s->i & 511, prev = (j0 - 16) & 511, w[32]; /* j0: a multiple of 16 */   \
    int k;                                                                                \
    if (s->i & 512) {                                                                     \
      uint32_t *restrict T = s->Q;                                                        \
      const uint32_t *restrict U = s->P;                                                  \
      for (k = 0; k < 16; ++k) w[k] = T[prev + k];                                        \
      HC128_BLOCK(HC_ROTL);                                                               \
    } else {                                                                              \
      uint32_t *restrict T = s->P;                                                        \
      const uint32_t *restrict U = s->Q;                                                  \
      for (k = 0; k < 16; ++k) w[k] = T[prev + k];                                        \
      HC128_BLOCK(HC_ROTR);                                                               \
    }                                                                                     \
    s->i = (s->i + 16) & 1023;                                                            \
  }

HC128_BLOCK_FN(hc128_block_init, 1)
HC128_BLOCK_FN(hc128_block, 0)

static void estream_setup(hc128_state *s, const unsigned char *k, const unsigned char *n)
{
  uint32_t out[16];
  int i;
  hc128_expand(s, k, n);
  /* 1024 steps whose outputs replace the table words as they go */
  for (i = 0; i < 64; ++i) hc128_block_init(s, out);
}

/* c = m XOR keystream, 64 bytes per block; m = 0 gives the keystream. */
static void estream_blocks(hc128_state *s, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  uint32_t out[16];
  for (; nblocks; --nblocks, c += 64) {
    hc128_block(s, out);
    hc_output(c, m, out, 16);
    if (m) m += 64;
  }
}

#define ESTREAM_STATE hc128_state
#define ESTREAM_BLOCKBYTES 64
#include "estream/stream.c"
