/*
 * deal/deal.h: DEAL, the AES candidate of L. R. Knudsen (submitted by R. Outerbridge; "DEAL -
 * A 128-bit Block Cipher", 1998): a Feistel network on two 64-bit halves with DES as the round
 * function, 6 rounds for 128- and 192-bit keys and 8 for 256-bit ones:
 *   (L, R) -> (R ^ DES_RK(L), L).
 * The round keys are DES encryptions under the fixed key 0123456789abcdef of the key's 64-bit
 * words, each XORed with the round key before it, and from the second pass over the words on
 * also with a constant whose single bit walks from the top (80 00 ... 00, 40 00 ... 00, ...).
 * Not constant time: DES is table-driven here (deal/des.h). Public domain (CC0).
 */
#ifndef DEAL_DEAL_H
#define DEAL_DEAL_H

#include <stdint.h>
#include "compiler/bytes.h"
#include "deal/des.h"

typedef struct { des_key rk[8]; int rounds; } deal_key;

/* the DES keys of the rounds (6, or 8 for a 32-byte key), each a DES encryption by des (with
   its context ctx: the constant-time DES needs its trees) under the fixed key; returns how many */
typedef uint64_t deal_des_fn(uint64_t x, const des_key *key, const void *ctx);

static inline int deal_round_keys_by(uint64_t rk[8], const unsigned char *k, int keybytes,
                                     deal_des_fn *des, const void *ctx)
{
  des_key fixed;
  int i, words = keybytes / 8, rounds = words == 4 ? 8 : 6;
  des_setup(&fixed, 0x0123456789abcdefull);
  for (i = 0; i < rounds; ++i) {
    uint64_t c = i < words ? 0 : 0x8000000000000000ull >> (i - words);
    rk[i] = des(bytes_load_be64(k + 8 * (i % words)) ^ (i ? rk[i - 1] : 0) ^ c, &fixed, ctx);
  }
  return rounds;
}

static inline uint64_t deal_des_table(uint64_t x, const des_key *key, const void *ctx)
{
  (void) ctx;
  return des_encrypt(x, key);
}

static inline int deal_round_keys(uint64_t rk[8], const unsigned char *k, int keybytes)
{
  return deal_round_keys_by(rk, k, keybytes, deal_des_table, 0);
}

static inline void deal_setup(deal_key *key, const unsigned char *k, int keybytes)
{
  uint64_t rk[8];
  int i;
  key->rounds = deal_round_keys(rk, k, keybytes);
  for (i = 0; i < key->rounds; ++i) des_setup(&key->rk[i], rk[i]);
}

static inline void deal_encrypt(unsigned char out[16], const unsigned char in[16],
                                const deal_key *key)
{
  uint64_t l = bytes_load_be64(in), r = bytes_load_be64(in + 8), t;
  int i;
  for (i = 0; i < key->rounds; ++i) {
    t = r ^ des_encrypt(l, &key->rk[i]);
    r = l;
    l = t;
  }
  bytes_store_be64(out, l);
  bytes_store_be64(out + 8, r);
}

/* the same with the table-merged DES (deal/des-sp.h), DEAL_LANES blocks at once round by round */
#include "deal/des-sp.h"
#define DEAL_LANES 4
typedef struct { des_sp_tables t; des_sp_key rk[8]; int rounds; } deal_sp_key;

static inline void deal_sp_setup(deal_sp_key *key, const unsigned char *k, int keybytes)
{
  uint64_t rk[8];
  int i;
  des_sp_tables_make(&key->t);
  key->rounds = deal_round_keys(rk, k, keybytes);
  for (i = 0; i < key->rounds; ++i) des_sp_setup(&key->rk[i], rk[i]);
}

static inline void deal_sp_encrypt_lanes(unsigned char *out, const unsigned char *in,
                                         const deal_sp_key *key)
{
  uint64_t l[DEAL_LANES], r[DEAL_LANES], t;
  int i, n;
  for (n = 0; n < DEAL_LANES; ++n) {
    l[n] = bytes_load_be64(in + 16 * n);
    r[n] = bytes_load_be64(in + 16 * n + 8);
  }
  for (i = 0; i < key->rounds; ++i)
    for (n = 0; n < DEAL_LANES; ++n) {
      t = r[n] ^ des_sp_encrypt(l[n], &key->rk[i], &key->t);
      r[n] = l[n];
      l[n] = t;
    }
  for (n = 0; n < DEAL_LANES; ++n) {
    bytes_store_be64(out + 16 * n, l[n]);
    bytes_store_be64(out + 16 * n + 8, r[n]);
  }
}

#endif
