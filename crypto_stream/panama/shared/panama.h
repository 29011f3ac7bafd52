/*
 * crypto_stream/panama/shared/panama.h: the Panama stream cipher as SUPERCOP measures it
 * (Crypto++'s PanamaCipher<LittleEndian>): state, one iteration (push or pull) written as
 * the specification's loops, and the setup, for ref and opt.
 * Specified in J. Daemen, C. Clapp, "Fast Hashing and Stream Encryption with PANAMA" (FSE
 * 1998). The state a[17] is updated by gamma, pi, theta and sigma; the buffer is 32 stages of
 * 8 words, a ring here, stage j at b[(r - j) mod 32]. Setup: all zero, push the key (8
 * little-endian words), push the nonce, 32 blank pulls; then each pull outputs a[9..16]
 * (little-endian) of the state it starts from.
 * Constant time: no table, no branch or index on secret data.
 * Public domain (CC0).
 */
#ifndef PANAMA_H
#define PANAMA_H

#include <stdint.h>
#include "compiler/bytes.h"

typedef struct {
  uint32_t a[17];
  uint32_t b[32][8];
  unsigned r; /* the ring position of stage 0 */
} panama;

#define ROTL32(v, c) ((uint32_t) ((v) << (c) | (v) >> ((32 - (c)) & 31)))

/* One iteration: push p (8 words) or, p = 0, pull. */
static inline void panama_iterate(panama *s, const uint32_t *p)
{
  const uint32_t *b4 = s->b[(s->r + 28) & 31], *b16 = s->b[(s->r + 16) & 31], *q;
  uint32_t *b0, *b25, g[17], t;
  int i;

  /* lambda: stage 31 returns as stage 0 with q added, and is added, rotated by two words,
     into the new stage 25; q = p pushing, a[1..8] pulling */
  s->r = (s->r + 1) & 31;
  b0 = s->b[s->r];
  b25 = s->b[(s->r + 7) & 31];
  q = p ? p : s->a + 1;
  for (i = 0; i < 8; ++i) {
    t = b0[i];
    b0[i] = q[i] ^ t;
    b25[(i + 6) & 7] ^= t;
  }
  /* gamma, then pi: word j of the result is gamma word 7j rotated by j(j+1)/2 */
  for (i = 0; i < 17; ++i) g[i] = s->a[i] ^ (s->a[(i + 1) % 17] | ~s->a[(i + 2) % 17]);
  for (i = 0; i < 17; ++i) s->a[i] = ROTL32(g[7 * i % 17], i * (i + 1) / 2 % 32);
  /* theta */
  for (i = 0; i < 17; ++i) g[i] = s->a[i] ^ s->a[(i + 1) % 17] ^ s->a[(i + 4) % 17];
  /* sigma: 1 into word 0, p (pushing) or stage 4 (pulling) into 1..8, stage 16 into 9..16 */
  s->a[0] = g[0] ^ 1;
  for (i = 0; i < 8; ++i) {
    s->a[1 + i] = g[1 + i] ^ (p ? p[i] : b4[i]);
    s->a[9 + i] = g[9 + i] ^ b16[i];
  }
}

/* Zero state, the key pushed, the nonce pushed: the setup but for its 32 blank pulls. */
static inline void panama_push2(panama *s, const unsigned char k[32], const unsigned char n[32])
{
  uint32_t w[8];
  int i, j;
  for (i = 0; i < 17; ++i) s->a[i] = 0;
  for (i = 0; i < 32; ++i)
    for (j = 0; j < 8; ++j) s->b[i][j] = 0;
  s->r = 0;
  for (i = 0; i < 8; ++i) w[i] = bytes_load_le32(k + 4 * i);
  panama_iterate(s, w);
  for (i = 0; i < 8; ++i) w[i] = bytes_load_le32(n + 4 * i);
  panama_iterate(s, w);
}

static inline void panama_setup(panama *s, const unsigned char k[32], const unsigned char n[32])
{
  int i;
  panama_push2(s, k, n);
  for (i = 0; i < 32; ++i) panama_iterate(s, 0);
}

#endif
