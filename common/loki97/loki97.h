/*
 * loki97/loki97.h: LOKI97, the AES candidate of L. Brown, J. Pieprzyk and J. Seberry
 * ("Introducing the new LOKI97 Block Cipher", 1998): a 16-round Feistel network on two 64-bit
 * halves (read big-endian), whose round adds a subkey, applies f, and adds another:
 *   R' = L ^ f(R + SK1, SK2),  L' = R + SK1 + SK3,
 * with f(A, B) = Sb(P(Sa(E(KP(A, B)))), B): KP swaps the bits of A's halves where B's low word
 * is 1, E picks eight overlapping 13- and 11-bit fields for Sa's S1/S2 column, P spreads the
 * eight output bytes (bit j of box n to bit n of byte j: a transpose), and Sb's column takes
 * each byte with 3 or 5 bits of B's high word. 48 subkeys come from 48 rounds of an unbalanced
 * Feistel over the 256-bit key state (keys of 128 or 192 bits are first extended with f),
 * each adding a multiple of delta = 0x9E3779B97F4A7C15.
 * Not constant time: the S-boxes are tables (loki97/sbox.h) indexed by secret bits.
 * Public domain (CC0).
 */
#ifndef LOKI97_LOKI97_H
#define LOKI97_LOKI97_H

#include <stdint.h>
#include "loki97/sbox.h"
#include "compiler/bytes.h"

#define LOKI97_ROUNDS 16

typedef struct { uint64_t sk[3 * LOKI97_ROUNDS]; } loki97_key;

/* P: bit j of the S-box outputs s[n] to bit n of byte j: with s[n] as byte n of x, the
   transpose of x as an 8x8 bit matrix, in three steps of swapping off-diagonal blocks */
static inline uint64_t loki97_p(const unsigned s[8])
{
  uint64_t x = 0, t;
  int n;
  for (n = 0; n < 8; ++n) x |= (uint64_t) s[n] << 8 * n;
  t = (x ^ x >> 7) & 0x00AA00AA00AA00AAull;
  x ^= t ^ t << 7;
  t = (x ^ x >> 14) & 0x0000CCCC0000CCCCull;
  x ^= t ^ t << 14;
  t = (x ^ x >> 28) & 0x00000000F0F0F0F0ull;
  return x ^ t ^ t << 28;
}

static inline uint64_t loki97_f(uint64_t a, uint64_t b)
{
  const unsigned char *s1 = loki97_s1, *s2 = loki97_s2;
  uint64_t m = (b & 0xffffffff) * 0x100000001ull;                /* B's low word, twice */
  uint64_t d = (a & ~m) | ((a << 32 | a >> 32) & m);              /* KP */
  unsigned s[8];
  uint64_t e;
  s[0] = s1[(d << 8 | d >> 56) & 0x1fff];                         /* E and Sa */
  s[1] = s2[d >> 48 & 0x7ff];
  s[2] = s1[d >> 40 & 0x1fff];
  s[3] = s2[d >> 32 & 0x7ff];
  s[4] = s2[d >> 24 & 0x7ff];
  s[5] = s1[d >> 16 & 0x1fff];
  s[6] = s2[d >> 8 & 0x7ff];
  s[7] = s1[d & 0x1fff];
  e = loki97_p(s);
  return (uint64_t) s2[(e >> 56 & 0xff) | (b >> 53 & 0x700)] << 56        /* Sb */
       | (uint64_t) s2[(e >> 48 & 0xff) | (b >> 50 & 0x700)] << 48
       | (uint64_t) s1[(e >> 40 & 0xff) | (b >> 45 & 0x1f00)] << 40
       | (uint64_t) s1[(e >> 32 & 0xff) | (b >> 40 & 0x1f00)] << 32
       | (uint64_t) s2[(e >> 24 & 0xff) | (b >> 37 & 0x700)] << 24
       | (uint64_t) s2[(e >> 16 & 0xff) | (b >> 34 & 0x700)] << 16
       | (uint64_t) s1[(e >> 8 & 0xff) | (b >> 29 & 0x1f00)] << 8
       | (uint64_t) s1[(e & 0xff) | (b >> 24 & 0x1f00)];
}

/* the key schedule of section 2.2, for 16-, 24- or 32-byte keys, with f computed by f */
typedef uint64_t loki97_f_fn(uint64_t a, uint64_t b);

static inline void loki97_setup_by(loki97_key *key, const unsigned char *k, int keybytes,
                                   loki97_f_fn *f)
{
  const uint64_t delta = 0x9E3779B97F4A7C15ull;
  uint64_t k4 = bytes_load_be64(k), k3 = bytes_load_be64(k + 8), k2, k1;
  int i;
  k2 = keybytes >= 24 ? bytes_load_be64(k + 16) : f(k3, k4);
  k1 = keybytes == 32 ? bytes_load_be64(k + 24) : f(k4, k3);
  for (i = 0; i < 3 * LOKI97_ROUNDS; ++i) {
    uint64_t next = k4 ^ f(k1 + k3 + delta * (uint64_t) (i + 1), k2);
    k4 = k3;
    k3 = k2;
    k2 = k1;
    k1 = key->sk[i] = next;
  }
}

static inline void loki97_setup(loki97_key *key, const unsigned char *k, int keybytes)
{
  loki97_setup_by(key, k, keybytes, loki97_f);
}

static inline void loki97_encrypt(unsigned char out[16], const unsigned char in[16],
                                  const loki97_key *key)
{
  uint64_t l = bytes_load_be64(in), r = bytes_load_be64(in + 8);
  int i;
  for (i = 0; i < LOKI97_ROUNDS; ++i) {
    uint64_t t = r + key->sk[3 * i];
    r = l ^ loki97_f(t, key->sk[3 * i + 1]);
    l = t + key->sk[3 * i + 2];
  }
  bytes_store_be64(out, r);
  bytes_store_be64(out + 8, l);
}

/* LOKI97_LANES blocks at once, round by round, so that the processor overlaps their chains */
#define LOKI97_LANES 4
static inline void loki97_encrypt_lanes(unsigned char *out, const unsigned char *in,
                                        const loki97_key *key)
{
  uint64_t l[LOKI97_LANES], r[LOKI97_LANES];
  int i, n;
  for (n = 0; n < LOKI97_LANES; ++n) {
    l[n] = bytes_load_be64(in + 16 * n);
    r[n] = bytes_load_be64(in + 16 * n + 8);
  }
  for (i = 0; i < LOKI97_ROUNDS; ++i)
    for (n = 0; n < LOKI97_LANES; ++n) {
      uint64_t t = r[n] + key->sk[3 * i];
      r[n] = l[n] ^ loki97_f(t, key->sk[3 * i + 1]);
      l[n] = t + key->sk[3 * i + 2];
    }
  for (n = 0; n < LOKI97_LANES; ++n) {
    bytes_store_be64(out + 16 * n, r[n]);
    bytes_store_be64(out + 16 * n + 8, l[n]);
  }
}

#endif
