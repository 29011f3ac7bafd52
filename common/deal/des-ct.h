/*
 * deal/des-ct.h: DES on one block, constant time, for DEAL's key schedule and short messages
 * (the many-block form is deal/des-bitsliced.h). The eight S-boxes' 32 output bits are the 32
 * bits of one word, each computed by its own multiplexer tree at once: the six input words hold
 * each S-box's input bit b1 ... b6 in the four bit positions of that S-box's output nibble, and
 * a leaf is (c0 AND NOT b6) OR (c1 AND b6) with the public table's bits for b6 = 0 and 1 in c0 and
 * c1. No table is indexed by a secret. Public domain (CC0).
 */
#ifndef DEAL_DES_CT_H
#define DEAL_DES_CT_H

#include <stdint.h>
#include "deal/des.h"

/* c0[p], c1[p]: bit 31 - 4j - o is output bit o of S-box j for the input x = 2p, 2p + 1 */
typedef struct { uint32_t c0[32], c1[32]; } des_ct_trees;

static inline void des_ct_trees_make(des_ct_trees *t)
{
  int j, o, x;
  for (x = 0; x < 32; ++x) t->c0[x] = t->c1[x] = 0;
  for (j = 0; j < 8; ++j)
    for (o = 0; o < 4; ++o)
      for (x = 0; x < 64; ++x) {
        uint32_t bit = des_s[j][(x & 32) | (x & 1) << 4 | (x >> 1 & 15)] >> (3 - o) & 1;
        if (x & 1) t->c1[x >> 1] |= bit << (31 - 4 * j - o);
        else t->c0[x >> 1] |= bit << (31 - 4 * j - o);
      }
}

static inline uint32_t des_ct_f(uint32_t r, uint64_t k, const des_ct_trees *t)
{
  uint64_t x = des_permute(r, 32, des_e, 48) ^ k;
  uint32_t in[6], w[32];
  int j, b, p, level, half;
  for (b = 0; b < 6; ++b) {
    in[b] = 0;
    for (j = 0; j < 8; ++j)
      in[b] |= (0u - (uint32_t) (x >> (47 - 6 * j - b) & 1)) & (0xf0000000u >> 4 * j);
  }
  for (p = 0; p < 32; ++p) w[p] = (t->c0[p] & ~in[5]) | (t->c1[p] & in[5]);
  for (level = 4, half = 16; level >= 0; --level, half >>= 1)
    for (p = 0; p < half; ++p) w[p] = w[2 * p] ^ ((w[2 * p] ^ w[2 * p + 1]) & in[level]);
  return (uint32_t) des_permute(w[0], 32, des_p, 32);
}

static inline uint64_t des_ct_encrypt(uint64_t x, const des_key *key, const des_ct_trees *t)
{
  uint64_t y = des_permute(x, 64, des_ip, 64), out = 0;
  uint32_t l = (uint32_t) (y >> 32), r = (uint32_t) y, f;
  int i;
  for (i = 0; i < 16; ++i) {
    f = l ^ des_ct_f(r, key->k[i], t);
    l = r;
    r = f;
  }
  y = (uint64_t) r << 32 | l;                   /* R16 L16, then FP: IP's inverse */
  for (i = 0; i < 64; ++i) out |= (y >> (63 - i) & 1) << (64 - des_ip[i]);
  return out;
}

#endif
