/*
 * deal/deal-bitsliced.h: DEAL (deal/deal.h) constant time: the blocks through the bitsliced DES
 * (deal/des-bitsliced.h), DEAL_BS_LANES (64) at once, the round keys and single blocks through
 * the one-block constant-time DES (deal/des-ct.h). The halves stay bitsliced from the first
 * round to the last: each round is L, R <- R ^ DES_RK(L), L.
 * Public domain (CC0).
 */
#ifndef DEAL_DEAL_BITSLICED_H
#define DEAL_DEAL_BITSLICED_H

#include <stdint.h>
#include <string.h>
#include "compiler/bytes.h"
#include "bitslice/transpose64.h"
#include "deal/deal.h"
#include "deal/des-ct.h"
#include "deal/des-bitsliced.h"

#define DEAL_BS_LANES 64

typedef struct {
  des_key rk[8];
  int rounds;
  des_ct_trees ct;
  des_bs_trees bs;
} deal_bs_key;

static inline uint64_t deal_des_ct(uint64_t x, const des_key *key, const void *trees)
{
  return des_ct_encrypt(x, key, (const des_ct_trees *) trees);
}

static inline void deal_bs_setup(deal_bs_key *key, const unsigned char *k, int keybytes)
{
  uint64_t rk[8];
  int i;
  des_ct_trees_make(&key->ct);
  des_bs_trees_make(&key->bs);
  key->rounds = deal_round_keys_by(rk, k, keybytes, deal_des_ct, &key->ct);
  for (i = 0; i < key->rounds; ++i) des_setup(&key->rk[i], rk[i]);
}

/* one block, as deal_encrypt, through the one-block constant-time DES */
static inline void deal_bs_encrypt(unsigned char out[16], const unsigned char in[16],
                                   const deal_bs_key *key)
{
  uint64_t l = bytes_load_be64(in), r = bytes_load_be64(in + 8), t;
  int i;
  for (i = 0; i < key->rounds; ++i) {
    t = r ^ des_ct_encrypt(l, &key->rk[i], &key->ct);
    r = l;
    l = t;
  }
  bytes_store_be64(out, l);
  bytes_store_be64(out + 8, r);
}

/* DEAL_BS_LANES blocks of 16 bytes */
static inline void deal_bs_encrypt_lanes(unsigned char *out, const unsigned char *in,
                                         const deal_bs_key *key)
{
  uint64_t half[2][64], f[64], *l = half[0], *r = half[1], *swap;
  int i, n;
  planes64_unzip(l, in, 0);
  planes64_unzip(r, in, 8);
  for (i = 0; i < key->rounds; ++i) {
    memcpy(f, l, sizeof f);
    des_bs_encrypt(f, &key->rk[i], &key->bs);
    for (n = 0; n < 64; ++n) r[n] ^= f[n];
    swap = l;
    l = r;
    r = swap;
  }
  planes64_zip(out, 0, l);
  planes64_zip(out, 8, r);
}

#endif
