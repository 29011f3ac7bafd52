/*
 * deal/des-bitsliced.h: DES (deal/des.h's tables) on 64 blocks at once, constant time. A block
 * is 64 words, word 64-n holding bit n of the standard's numbering of every block (bit 1 the
 * most significant: word i is bit i from the least significant), block b at bit b of each
 * word. The permutations IP, E, P and FP are only the order in which words are read. Each
 * S-box output bit is a tree of multiplexers on the six input words: a leaf is c0 ^ (cx & b6),
 * c0 the table's bit for b6 = 0 and cx its difference for b6 = 1, and each level above picks by
 * the next input bit (b5 ... b1). Four S-boxes go through their trees at once, one per 64-bit
 * element of a GNU C vector (AVX2 registers where the compiler line has them), their leaves
 * per element. No table is indexed by a secret. Public domain (CC0).
 */
#ifndef DEAL_DES_BITSLICED_H
#define DEAL_DES_BITSLICED_H

#include <stdint.h>
#include "deal/des.h"

typedef uint64_t des_bs_v4 __attribute__((vector_size(32)));  /* four S-boxes' bit planes */

/* c0[h][o][p], cx[h][o][p]: element g for S-box 4h + g, output bit o (o = 0 the most
   significant), leaf p (inputs x = 2p and 2p + 1, x = b1..b6 with b1 the most significant) */
typedef struct { des_bs_v4 c0[2][4][32], cx[2][4][32]; } des_bs_trees;

static inline void des_bs_trees_make(des_bs_trees *t)
{
  int j, o, p;
  for (j = 0; j < 8; ++j)
    for (o = 0; o < 4; ++o)
      for (p = 0; p < 32; ++p) {                             /* the row is b1 b6 */
        uint64_t even = des_s[j][(2 * p & 32) | (2 * p >> 1 & 15)] >> (3 - o) & 1;
        uint64_t odd = des_s[j][(2 * p & 32) | 16 | (2 * p >> 1 & 15)] >> (3 - o) & 1;
        t->c0[j >> 2][o][p][j & 3] = 0 - even;
        t->cx[j >> 2][o][p][j & 3] = 0 - (even ^ odd);
      }
}

/* out[o] = output bit o of S-boxes 4h ... 4h + 3 of in[0..5] (b1..b6) */
static inline void des_bs_sboxes(const des_bs_trees *t, int h, const des_bs_v4 in[6],
                                 des_bs_v4 out[4])
{
  des_bs_v4 w[32];
  int o, p, level, half;
  for (o = 0; o < 4; ++o) {
    for (p = 0; p < 32; ++p) w[p] = t->c0[h][o][p] ^ (t->cx[h][o][p] & in[5]);
    for (level = 4, half = 16; level >= 0; --level, half >>= 1)
      for (p = 0; p < half; ++p) w[p] = w[2 * p] ^ ((w[2 * p] ^ w[2 * p + 1]) & in[level]);
    out[o] = w[0];
  }
}

/* x[0..63] = DES_key(x), every block at once; x[i] is bit i from the least significant */
static inline void des_bs_encrypt(uint64_t x[64], const des_key *key, const des_bs_trees *t)
{
  uint64_t half[2][32], s[32], *l = half[0], *r = half[1], *swap;
  des_bs_v4 in[6], out[4];
  int i, h, g, b, o, round;
  for (i = 0; i < 64; ++i) half[i >> 5][i & 31] = x[64 - des_ip[i]];
  for (round = 0; round < 16; ++round) {
    uint64_t k = key->k[round];
    for (h = 0; h < 2; ++h) {
      for (b = 0; b < 6; ++b)             /* E, then the round key's bit as a mask */
        for (g = 0; g < 4; ++g) {
          int j = 4 * h + g;
          in[b][g] = r[des_e[6 * j + b] - 1] ^ (0 - (k >> (47 - 6 * j - b) & 1));
        }
      des_bs_sboxes(t, h, in, out);
      for (g = 0; g < 4; ++g)
        for (o = 0; o < 4; ++o) s[4 * (4 * h + g) + o] = out[o][g];
    }
    for (i = 0; i < 32; ++i) l[i] ^= s[des_p[i] - 1];
    swap = l;
    l = r;
    r = swap;
  }
  for (i = 0; i < 64; ++i) x[64 - des_ip[i]] = i < 32 ? r[i] : l[i - 32];   /* FP of R16 L16 */
}

#endif
