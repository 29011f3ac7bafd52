/*
 * cast256/cast256.h: CAST-256, Entrust's AES candidate (C. Adams, J. Gilchrist, RFC 2612,
 * 1999): 12 quad-rounds on four big-endian 32-bit words, six forward (C ^= f1(D), B ^= f2(C),
 * A ^= f3(B), D ^= f1(A)) and six reversed, where the three round functions combine a masking
 * key Km and a rotation key Kr with D (+, ^, -), rotate, and mix the four S-box outputs of the
 * result's bytes (cast256/sbox.h) with ^, -, +. The key (16 to 32 bytes, padded with zeros to
 * 8 words) is stirred by 24 forward octave-rounds of the same functions with fixed masking and
 * rotation values; each pair of them gives one quad-round's keys.
 * Not constant time: the S-boxes are tables indexed by secret bytes. Public domain (CC0).
 */
#ifndef CAST256_CAST256_H
#define CAST256_CAST256_H

#include <stdint.h>
#include <string.h>
#include "compiler/bytes.h"
#include "cast256/sbox.h"

typedef struct { uint32_t km[12][4]; unsigned char kr[12][4]; } cast256_key;

static inline uint32_t cast256_rotl(uint32_t x, unsigned n)
{
  return x << (n & 31) | x >> (-n & 31);
}

/* the three round functions of RFC 2612, section 2.2 (type = 1, 2, 3) */
static inline uint32_t cast256_f(int type, uint32_t d, uint32_t km, unsigned kr)
{
  const uint32_t (*s)[256] = cast256_s;
  uint32_t i = cast256_rotl(type == 1 ? km + d : type == 2 ? km ^ d : km - d, kr);
  uint32_t a = s[0][i >> 24], b = s[1][i >> 16 & 255], c = s[2][i >> 8 & 255], e = s[3][i & 255];
  if (type == 1) return ((a ^ b) - c) + e;
  if (type == 2) return ((a - b) + c) ^ e;
  return ((a + b) ^ c) - e;
}

static inline void cast256_setup(cast256_key *key, const unsigned char *k, int keybytes)
{
  uint32_t w[8] = {0}, cm = 0x5A827999, tm[8];
  unsigned cr = 19, tr[8];
  int i, j, half;
  for (i = 0; 4 * i < keybytes; ++i) w[i] = bytes_load_be32(k + 4 * i);
  for (i = 0; i < 12; ++i) {
    for (half = 0; half < 2; ++half) {      /* W(2i), W(2i + 1): the octave-round on A..H */
      for (j = 0; j < 8; ++j) {
        tm[j] = cm;
        cm += 0x6ED9EBA1;
        tr[j] = cr;
        cr = (cr + 17) & 31;
      }
      for (j = 0; j < 8; ++j)               /* G ^= f1(H), F ^= f2(G), ..., H ^= f2(A) */
        w[(14 - j) & 7] ^= cast256_f(j % 3 + 1, w[(15 - j) & 7], tm[j], tr[j]);
    }
    for (j = 0; j < 4; ++j) {
      key->kr[i][j] = (unsigned char) (w[2 * j] & 31);   /* A, C, E, G */
      key->km[i][j] = w[7 - 2 * j];                       /* H, F, D, B */
    }
  }
}

static inline void cast256_encrypt(unsigned char out[16], const unsigned char in[16],
                                   const cast256_key *key)
{
  uint32_t x[4];                            /* A, B, C, D */
  int i, j, n;
  for (j = 0; j < 4; ++j) x[j] = bytes_load_be32(in + 4 * j);
  for (i = 0; i < 12; ++i)                  /* Q: C ^= f1(D), B ^= f2(C), A ^= f3(B), D ^= f1(A); */
    for (n = 0; n < 4; ++n) {               /* QBAR (the last six): the same in reverse order */
      j = i < 6 ? n : 3 - n;
      x[(6 - j) & 3] ^= cast256_f(j % 3 + 1, x[(7 - j) & 3], key->km[i][j], key->kr[i][j]);
    }
  for (j = 0; j < 4; ++j) bytes_store_be32(out + 4 * j, x[j]);
}

/* CAST256_LANES blocks at once, step by step, so that the processor overlaps their chains */
#define CAST256_LANES 4
static inline void cast256_encrypt_lanes(unsigned char *out, const unsigned char *in,
                                         const cast256_key *key)
{
  uint32_t x[CAST256_LANES][4];
  int i, j, n, b;
  for (b = 0; b < CAST256_LANES; ++b)
    for (j = 0; j < 4; ++j) x[b][j] = bytes_load_be32(in + 16 * b + 4 * j);
  for (i = 0; i < 12; ++i)
    for (n = 0; n < 4; ++n) {
      j = i < 6 ? n : 3 - n;
      for (b = 0; b < CAST256_LANES; ++b)
        x[b][(6 - j) & 3] ^= cast256_f(j % 3 + 1, x[b][(7 - j) & 3], key->km[i][j], key->kr[i][j]);
    }
  for (b = 0; b < CAST256_LANES; ++b)
    for (j = 0; j < 4; ++j) bytes_store_be32(out + 16 * b + 4 * j, x[b][j]);
}

#endif
