/*
 * loki97/bitsliced.h: LOKI97 (loki97/loki97.h) constant time, 64 blocks at once. A 64-bit half
 * is 64 bit planes (plane i: bit i from the least significant of every block's half, block b
 * at bit b of the plane word). The S-boxes are computed, not looked up: S1(x) = (x ^ 0x1FFF)^3
 * in GF(2^13) mod 0x2911 and S2(x) = (x ^ 0x7FF)^3 in GF(2^11) mod 0xAA7, their low 8 bits (the
 * definition loki97/sbox-gen.c prints the tables from), as bitsliced polynomial products
 * reduced by the public modulus. The four S1 boxes of a layer are computed at once, one per
 * 64-bit element of a GNU C vector (AVX2 registers where the compiler line has them), and the
 * four S2 boxes likewise. The subkeys enter as masks (all ones where a key bit is set): the
 * additions are ripple-carry adders, KP a masked exchange. The key schedule runs the same f
 * with its words in every lane. No table is indexed by a secret. Public domain (CC0).
 */
#ifndef LOKI97_BITSLICED_H
#define LOKI97_BITSLICED_H

#include <stdint.h>
#include <string.h>
#include "bitslice/transpose64.h"
#include "loki97/loki97.h"

typedef uint64_t loki97_bs_v4 __attribute__((vector_size(32)));  /* four boxes' bit planes */
#define LOKI97_BS_MASK(k, i) (0 - ((k) >> (i) & 1))         /* bit i of k, in every lane */
#define LOKI97_BS_LANES 64

/* p[0 .. 2n-2], a product of two polynomials of degree < n, reduced modulo poly (degree n) */
static inline void loki97_bs_reduce(loki97_bs_v4 *p, int n, unsigned poly)
{
  int k, e;
  for (k = 2 * n - 2; k >= n; --k)
    for (e = 0; e < n; ++e)
      if (poly >> e & 1) p[k - n + e] ^= p[k];
}

/* out[0..7] = the low 8 bits of (in ^ all ones)^3 in GF(2^n) mod poly; in[0 .. n-1] */
static inline void loki97_bs_sbox(loki97_bs_v4 out[8], const loki97_bs_v4 *in, int n,
                                  unsigned poly)
{
  loki97_bs_v4 x[13], sq[25], cube[25];
  int i, j;
  for (i = 0; i < n; ++i) x[i] = ~in[i];
  for (i = 0; i < 2 * n - 1; ++i) sq[i] = cube[i] = (loki97_bs_v4){0};
  for (i = 0; i < n; ++i) sq[2 * i] = x[i];                 /* squaring: only a reduction */
  loki97_bs_reduce(sq, n, poly);
  for (i = 0; i < n; ++i)
    for (j = 0; j < n; ++j) cube[i + j] ^= x[i] & sq[j];
  loki97_bs_reduce(cube, n, poly);
  for (i = 0; i < 8; ++i) out[i] = cube[i];
}

/* Sa (layer 0) or Sb (layer 1), the four S1 boxes (s1 = 1) or the four S2 boxes: box[g] is
   the g-th box's position n; its input bit i is src[from[n] + i mod 64] for the bits that come
   from the block, and, in Sb, bit keybit[n] + i - 8 of b for i >= 8; out[8 n + j] or, in Sa,
   out[8 j + n] (P) is its output bit j */
static inline void loki97_bs_boxes(uint64_t out[64], const uint64_t src[64], int layer, int s1,
                                   uint64_t b)
{
  static const unsigned char boxes[2][2][4] = {{{1, 3, 4, 6}, {0, 2, 5, 7}},
                                               {{2, 3, 6, 7}, {0, 1, 4, 5}}};
  static const unsigned char from[2][8] = {{56, 48, 40, 32, 24, 16, 8, 0},
                                           {0, 8, 16, 24, 32, 40, 48, 56}};
  static const unsigned char keybit[8] = {32, 37, 42, 45, 48, 53, 58, 61};
  const unsigned char *box = boxes[layer][s1];
  int bits = s1 ? 13 : 11, fromblock = layer ? 8 : bits, i, j, g;
  loki97_bs_v4 in[13], s[8];
  for (i = 0; i < bits; ++i)
    for (g = 0; g < 4; ++g)
      in[i][g] = i < fromblock ? src[(from[layer][box[g]] + i) & 63]
                               : LOKI97_BS_MASK(b, keybit[box[g]] + i - 8);
  loki97_bs_sbox(s, in, bits, s1 ? 0x2911 : 0xAA7);
  for (j = 0; j < 8; ++j)
    for (g = 0; g < 4; ++g) out[layer ? 8 * box[g] + j : 8 * j + box[g]] = s[j][g];
}

/* out = f(a, b), out and a bit planes, b a subkey (the same for every lane) */
static inline void loki97_bs_f(uint64_t out[64], const uint64_t a[64], uint64_t b)
{
  uint64_t d[64], e[64];
  int i;
  for (i = 0; i < 64; ++i)                                   /* KP: B's low word chooses */
    d[i] = a[i] ^ ((a[i] ^ a[i ^ 32]) & LOKI97_BS_MASK(b, i & 31));
  loki97_bs_boxes(e, d, 0, 1, b);                            /* E, Sa and P */
  loki97_bs_boxes(e, d, 0, 0, b);
  loki97_bs_boxes(out, e, 1, 1, b);                          /* Sb */
  loki97_bs_boxes(out, e, 1, 0, b);
}

/* x += k mod 2^64, k the same for every lane */
static inline void loki97_bs_add(uint64_t x[64], uint64_t k)
{
  uint64_t carry = 0;
  int i;
  for (i = 0; i < 64; ++i) {
    uint64_t ki = LOKI97_BS_MASK(k, i), t = x[i] ^ ki;
    uint64_t c = (x[i] & ki) | (carry & t);
    x[i] = t ^ carry;
    carry = c;
  }
}

/* f on one pair of words, in every lane, for the key schedule */
static inline uint64_t loki97_bs_f1(uint64_t a, uint64_t b)
{
  uint64_t pa[64], pf[64], f = 0;
  int i;
  for (i = 0; i < 64; ++i) pa[i] = LOKI97_BS_MASK(a, i);
  loki97_bs_f(pf, pa, b);
  for (i = 0; i < 64; ++i) f |= (pf[i] & 1) << i;
  return f;
}

static inline void loki97_bs_setup(loki97_key *key, const unsigned char *k, int keybytes)
{
  loki97_setup_by(key, k, keybytes, loki97_bs_f1);
}

/* LOKI97_BS_LANES blocks of 16 bytes */
static inline void loki97_bs_encrypt_lanes(unsigned char *out, const unsigned char *in,
                                           const loki97_key *key)
{
  uint64_t l[64], r[64], t[64];
  int i, j;
  planes64_unzip(l, in, 0);
  planes64_unzip(r, in, 8);
  for (i = 0; i < LOKI97_ROUNDS; ++i) {        /* R' = L ^ f(R + SK1, SK2), L' = R + SK1 + SK3 */
    memcpy(t, r, sizeof t);
    loki97_bs_add(t, key->sk[3 * i]);
    loki97_bs_f(r, t, key->sk[3 * i + 1]);
    for (j = 0; j < 64; ++j) r[j] ^= l[j];
    loki97_bs_add(t, key->sk[3 * i + 2]);
    memcpy(l, t, sizeof l);
  }
  planes64_zip(out, 0, r);
  planes64_zip(out, 8, l);
}

typedef loki97_key loki97_bs_key;

/* one block, through every lane (the lanes' cost, for tests and key-size checks) */
static inline void loki97_bs_encrypt(unsigned char out[16], const unsigned char in[16],
                                     const loki97_bs_key *key)
{
  unsigned char blocks[16 * LOKI97_BS_LANES];
  int i;
  for (i = 0; i < LOKI97_BS_LANES; ++i) memcpy(blocks + 16 * i, in, 16);
  loki97_bs_encrypt_lanes(blocks, blocks, key);
  memcpy(out, blocks, 16);
}

#endif
