/*
 * crypto_stream/hc256/opt: HC-256 (256-bit key, 128-bit IV repeated to 256 bits) in portable
 * C, 16 steps at a time with the 16 newest words of the table being updated in locals, so
 * the words a step reads (j-3, j-10, j-12) come from registers instead of from stores just
 * made. Specified in H. Wu, "A New Stream Cipher HC-256" (FSE 2004); conventions as in ../ref.
 * Not constant time, by design: g and h index the tables with state bits.
 * Public domain (CC0).
 */
#include "../shared/hc256.h"

/* Step k of a block: w[16 + k] is T[j0 + k], w[0..15] the words before the block;
   T[j] += T[j-10] + g(T[j-3], T[j-1023]), out[k] = h(T[j-12]) ^ T[j]. */
#define HC256_STEP(k)                                                                     \
  do {                                                                                    \
    uint32_t x_ = w[16 + (k) - 3], y_ = T[(j0 + (k) + 1) & 1023], v_ = w[16 + (k) - 12];  \
    w[16 + (k)] = T[j0 + (k)] + w[16 + (k) - 10] + (HC_ROTR(x_, 10) ^ HC_ROTR(y_, 23))    \
                + U[(x_ ^ y_) & 1023];                                                    \
    T[j0 + (k)] = w[16 + (k)];                                                            \
    if (output)                                                                           \
      out[k] = (U[v_ & 255] + U[256 + ((v_ >> 8) & 255)] + U[512 + ((v_ >> 16) & 255)]    \
                + U[768 + (v_ >> 24)]) ^ w[16 + (k)];                                     \
  } while (0)

/* 16 steps from the public counter s->i; out[0..15] = the keystream words. One function
   with output and one without (the 4096 initialization steps), output a constant in each. */
#define HC256_BLOCK_FN(name, with_output)                                                 \
  static void name(hc256_state *s, uint32_t *restrict out)                                \
  {                                                                                       \
    const int output = with_output;                                                       \
    HC256_BLOCK_BODY;                                                                     \
  }

#define HC256_BLOCK_BODY                                                                  \
  uint32_t j0 = s->i & 1023, prev = (j0 - 16) & 1023, w[32]; /* j0 is a multiple of 16 */ \
  uint32_t *restrict T = (s->i & 1024) ? s->Q : s->P;                                     \
  const uint32_t *restrict U = (s->i & 1024) ? s->P : s->Q;                               \
  int k;                                                                                  \
  for (k = 0; k < 16; ++k) w[k] = T[prev + k];                                            \
  HC256_STEP(0); HC256_STEP(1); HC256_STEP(2); HC256_STEP(3);                             \
  HC256_STEP(4); HC256_STEP(5); HC256_STEP(6); HC256_STEP(7);                             \
  HC256_STEP(8); HC256_STEP(9); HC256_STEP(10); HC256_STEP(11);                           \
  HC256_STEP(12); HC256_STEP(13); HC256_STEP(14); HC256_STEP(15);                         \
  s->i = (s->i + 16) & 2047

HC256_BLOCK_FN(hc256_update, 0)
HC256_BLOCK_FN(hc256_block, 1)

static void estream_setup(hc256_state *s, const unsigned char *k, const unsigned char *n)
{
  uint32_t out[16];
  int i;
  hc256_expand(s, k, n);
  for (i = 0; i < 256; ++i) hc256_update(s, out); /* 4096 steps without output */
}

/* c = m XOR keystream, 64 bytes per block; m = 0 gives the keystream. */
static void estream_blocks(hc256_state *s, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  uint32_t out[16];
  for (; nblocks; --nblocks, c += 64) {
    hc256_block(s, out);
    hc_output(c, m, out, 16);
    if (m) m += 64;
  }
}

#define ESTREAM_STATE hc256_state
#define ESTREAM_BLOCKBYTES 64
#include "estream/stream.c"
