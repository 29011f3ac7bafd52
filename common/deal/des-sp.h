/*
 * deal/des-sp.h: DES as software usually runs it: each S-box merged with the permutation P into
 * a table of 64 words (built from deal/des.h's tables at key setup), E read from the right half
 * by rotations, and the initial and final permutations as five exchanges of bit groups between
 * the halves. The same function as des_encrypt, about 30 times faster here. Not constant time:
 * the tables are indexed by secret bits. Public domain (CC0).
 */
#ifndef DEAL_DES_SP_H
#define DEAL_DES_SP_H

#include <stdint.h>
#include "deal/des.h"

typedef struct { uint32_t sp[8][64]; } des_sp_tables;   /* S-box j at its place, through P */
typedef struct { unsigned char k[16][8]; } des_sp_key;  /* round keys as eight 6-bit groups */

static inline void des_sp_tables_make(des_sp_tables *t)
{
  int j, x;
  for (j = 0; j < 8; ++j)
    for (x = 0; x < 64; ++x) {         /* row: the outer bits; column: the inner four */
      uint32_t s = des_s[j][(x & 32) | (x & 1) << 4 | (x >> 1 & 15)];
      t->sp[j][x] = (uint32_t) des_permute((uint64_t) s << (28 - 4 * j), 32, des_p, 32);
    }
}

static inline void des_sp_setup(des_sp_key *key, uint64_t k)
{
  des_key plain;
  int j, i;
  des_setup(&plain, k);
  for (i = 0; i < 16; ++i)
    for (j = 0; j < 8; ++j) key->k[i][j] = (unsigned char) (plain.k[i] >> (42 - 6 * j) & 63);
}

static inline uint32_t des_sp_rotl(uint32_t x, int n) { return x << n | x >> ((32 - n) & 31); }

/* the bits of a (shifted right by n) and of b exchanged where the mask m is set */
#define DES_SWAP(a, b, n, m)                                                                \
  do { uint32_t t_ = ((a >> n) ^ b) & m; b ^= t_; a ^= t_ << n; } while (0)

static inline uint64_t des_sp_encrypt(uint64_t x, const des_sp_key *key,
                                      const des_sp_tables *tab)
{
  uint32_t l = (uint32_t) (x >> 32), r = (uint32_t) x, t;
  int i, j;
  DES_SWAP(l, r, 4, 0x0f0f0f0fu);      /* IP */
  DES_SWAP(l, r, 16, 0x0000ffffu);
  DES_SWAP(r, l, 2, 0x33333333u);
  DES_SWAP(r, l, 8, 0x00ff00ffu);
  DES_SWAP(l, r, 1, 0x55555555u);
  for (i = 0; i < 16; ++i) {
    uint32_t f = 0;
    for (j = 0; j < 8; ++j) f ^= tab->sp[j][(des_sp_rotl(r, (5 + 4 * j) & 31) & 63) ^ key->k[i][j]];
    t = l ^ f;
    l = r;
    r = t;
  }
  DES_SWAP(r, l, 1, 0x55555555u);      /* FP: the same exchanges backwards, halves swapped */
  DES_SWAP(l, r, 8, 0x00ff00ffu);
  DES_SWAP(l, r, 2, 0x33333333u);
  DES_SWAP(r, l, 16, 0x0000ffffu);
  DES_SWAP(r, l, 4, 0x0f0f0f0fu);
  return (uint64_t) r << 32 | l;
}

#endif
