/*
 * mars/mars.h: MARS with a 128-bit key (C. Burwick et al., "MARS - a candidate cipher for
 * AES", IBM, revised September 1999, with the round-2 key schedule): the key expansion and
 * the encryption of one block (forward mixing, 16 core rounds, backwards mixing).
 * S-box lookups indexed by secret data, and rotations by secret amounts: NOT constant time.
 * Public domain (CC0).
 */
#ifndef MARS_MARS_H
#define MARS_MARS_H

#include <stdint.h>
#include "ctr128/le32.h"
#include "mars/sbox.h"

typedef struct { uint32_t k[40]; } mars_key;

#define MARS_S0(x) mars_s[(x) & 0xff]
#define MARS_S1(x) mars_s[256 + ((x) & 0xff)]

/* the mask M of the key expansion: bits 2..30 of w that lie in a run of at least ten equal
   bits and whose two neighbours equal them */
static inline uint32_t mars_mask(uint32_t w)
{
  uint32_t z = ~(w ^ w >> 1) & 0x7fffffff;      /* bit l: w_l = w_{l+1} */
  uint32_t r = z & z >> 1;                      /* bit l: w_l .. w_{l+2} equal */
  r &= r >> 2;                                  /* w_l .. w_{l+4} */
  r &= r >> 4;                                  /* w_l .. w_{l+8} */
  r &= z >> 8;                                  /* w_l .. w_{l+9}: a run of ten starts at l */
  r |= r << 1; r |= r << 2; r |= r << 4; r |= r << 2;   /* the ten bits of every such run */
  return r & z & z << 1 & 0x7ffffffc;
}

static inline void mars_setup(mars_key *key, const unsigned char k[16])
{
  uint32_t t[15] = {0};
  int i, j, n;
  for (i = 0; i < 4; ++i) t[i] = bytes_load_le32(k + 4 * i);
  t[4] = 4;                                               /* n, the key length in words */
  for (j = 0; j < 4; ++j) {
    for (i = 0; i < 15; ++i)                              /* linear transformation */
      t[i] ^= rotl32(t[(i + 8) % 15] ^ t[(i + 13) % 15], 3) ^ (uint32_t) (4 * i + j);
    for (n = 0; n < 4; ++n)                               /* four stirring rounds */
      for (i = 0; i < 15; ++i) t[i] = rotl32(t[i] + mars_s[t[(i + 14) % 15] & 511], 9);
    for (i = 0; i < 10; ++i) key->k[10 * j + i] = t[4 * i % 15];
  }
  for (i = 5; i <= 35; i += 2) {                          /* fix the multiplication keys */
    uint32_t w = key->k[i] | 3;
    uint32_t p = rotl32(mars_s[265 + (key->k[i] & 3)], key->k[i - 1]);   /* the table B */
    key->k[i] = w ^ (p & mars_mask(w));
  }
}

/* one forward mixing round on a: its bytes update b, c, d */
#define MARS_FMIX(a, b, c, d)                                                            \
  do {                                                                                   \
    b ^= MARS_S0(a); b += MARS_S1(a >> 8); c += MARS_S0(a >> 16); d ^= MARS_S1(a >> 24); \
    a = rotl32(a, 8);                                                                    \
  } while (0)

/* one backwards mixing round on a */
#define MARS_BMIX(a, b, c, d)                                                            \
  do {                                                                                   \
    b ^= MARS_S1(a); c -= MARS_S0(a >> 24); d -= MARS_S1(a >> 16); d ^= MARS_S0(a >> 8); \
    a = rotl32(a, 24);                                                                   \
  } while (0)

/* one core round with the E-function on a and keys kr[0], kr[1]; first: one of the first 8 */
#define MARS_CORE(kr, a, b, c, d, first)                                                 \
  do {                                                                                   \
    uint32_t m_ = a + (kr)[0], r_ = rotl32(rotl32(a, 13) * (kr)[1], 5), l_;              \
    l_ = mars_s[m_ & 511] ^ r_;                                                          \
    m_ = rotl32(m_, r_);                                                                 \
    r_ = rotl32(r_, 5);                                                                  \
    l_ = rotl32(l_ ^ r_, r_);                                                            \
    a = rotl32(a, 13);                                                                   \
    c += m_;                                                                             \
    if (first) { b += l_; d ^= r_; } else { d += l_; b ^= r_; }                          \
  } while (0)

static inline void mars_encrypt_words(uint32_t x[4], const mars_key *key)
{
  uint32_t a = x[0] + key->k[0], b = x[1] + key->k[1], c = x[2] + key->k[2], d = x[3] + key->k[3];
  int i;
  for (i = 0; i < 2; ++i) {                      /* 8 forward mixing rounds, 4 at a time */
    MARS_FMIX(a, b, c, d); a += d;
    MARS_FMIX(b, c, d, a); b += c;
    MARS_FMIX(c, d, a, b);
    MARS_FMIX(d, a, b, c);
  }
  for (i = 0; i < 16; i += 4) {                  /* 16 core rounds, 4 at a time */
    MARS_CORE(key->k + 4 + 2 * i, a, b, c, d, i < 8);
    MARS_CORE(key->k + 6 + 2 * i, b, c, d, a, i < 8);
    MARS_CORE(key->k + 8 + 2 * i, c, d, a, b, i < 8);
    MARS_CORE(key->k + 10 + 2 * i, d, a, b, c, i < 8);
  }
  for (i = 0; i < 2; ++i) {                      /* 8 backwards mixing rounds */
    MARS_BMIX(a, b, c, d);
    MARS_BMIX(b, c, d, a);
    c -= b; MARS_BMIX(c, d, a, b);               /* rounds 2, 6: D0 -= D3 first */
    d -= a; MARS_BMIX(d, a, b, c);               /* rounds 3, 7: D0 -= D1 first */
  }
  x[0] = a - key->k[36]; x[1] = b - key->k[37]; x[2] = c - key->k[38]; x[3] = d - key->k[39];
}

static inline void mars_encrypt(unsigned char out[16], const unsigned char in[16],
                                const mars_key *key)
{
  uint32_t x[4];
  int i;
  for (i = 0; i < 4; ++i) x[i] = bytes_load_le32(in + 4 * i);
  mars_encrypt_words(x, key);
  for (i = 0; i < 4; ++i) bytes_store_le32(out + 4 * i, x[i]);
}

#endif
