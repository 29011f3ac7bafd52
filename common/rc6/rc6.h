/*
 * rc6/rc6.h: RC6-32/20/16, the RC6 block cipher with 32-bit words, 20 rounds and a 16-byte
 * key (R. L. Rivest, M. J. B. Robshaw, R. Sidney, Y. L. Yin, "The RC6 Block Cipher", v1.1,
 * 1998, sections 2.2-2.4): the key schedule and the encryption of one block.
 * Constant time on CPUs whose rotations by a variable amount take the same time for every
 * amount (amd64, arm64): no table, and every branch depends on loop counters only.
 * Public domain (CC0).
 */
#ifndef RC6_RC6_H
#define RC6_RC6_H

#include <stdint.h>
#include "ctr128/le32.h"

#define RC6_ROUNDS 20
#define RC6_KEYWORDS (2 * RC6_ROUNDS + 4)                            /* S[0 .. 43] */

typedef struct { uint32_t s[RC6_KEYWORDS]; } rc6_key;

/* the key schedule of section 2.3, for b = 16 key bytes (c = 4 words L) */
static inline void rc6_setup(rc6_key *key, const unsigned char k[16])
{
  uint32_t l[4], a = 0, b = 0;
  int i, j, s;
  for (i = 0; i < 4; ++i) l[i] = bytes_load_le32(k + 4 * i);
  key->s[0] = 0xB7E15163;                                             /* P32 */
  for (i = 1; i < RC6_KEYWORDS; ++i) key->s[i] = key->s[i - 1] + 0x9E3779B9; /* Q32 */
  for (s = i = j = 0; s < 3 * RC6_KEYWORDS; ++s) {                    /* v = 3 max(c, 2r+4) */
    a = key->s[i] = rotl32(key->s[i] + a + b, 3);
    b = l[j] = rotl32(l[j] + a + b, a + b);
    i = i + 1 == RC6_KEYWORDS ? 0 : i + 1;
    j = (j + 1) & 3;
  }
}

/* the four words of one block through the 20 rounds of section 2.4 */
static inline void rc6_encrypt_words(uint32_t x[4], const rc6_key *key)
{
  uint32_t a = x[0], b = x[1] + key->s[0], c = x[2], d = x[3] + key->s[1], t, u;
  int i;
  for (i = 1; i <= RC6_ROUNDS; ++i) {
    t = rotl32(b * (2 * b + 1), 5);
    u = rotl32(d * (2 * d + 1), 5);
    a = rotl32(a ^ t, u) + key->s[2 * i];
    c = rotl32(c ^ u, t) + key->s[2 * i + 1];
    t = a; a = b; b = c; c = d; d = t;                        /* (A,B,C,D) = (B,C,D,A) */
  }
  x[0] = a + key->s[2 * RC6_ROUNDS + 2];
  x[1] = b;
  x[2] = c + key->s[2 * RC6_ROUNDS + 3];
  x[3] = d;
}

static inline void rc6_encrypt(unsigned char out[16], const unsigned char in[16],
                               const rc6_key *key)
{
  uint32_t x[4];
  int i;
  for (i = 0; i < 4; ++i) x[i] = bytes_load_le32(in + 4 * i);
  rc6_encrypt_words(x, key);
  for (i = 0; i < 4; ++i) bytes_store_le32(out + 4 * i, x[i]);
}

#endif
