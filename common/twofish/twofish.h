/*
 * twofish/twofish.h: Twofish with a 128-bit key (B. Schneier et al., "Twofish: A 128-Bit
 * Block Cipher", 1998, sections 4.1-4.3): the key schedule, the key-dependent S-boxes
 * s0..s3 as byte tables, and one-block encryption through "full keying" tables
 * T_j[x] = MDS column j times s_j(x), so that g is four lookups and three XORs.
 * The lookups are indexed by secret data: NOT constant time.
 * Public domain (CC0).
 */
#ifndef TWOFISH_TWOFISH_H
#define TWOFISH_TWOFISH_H

#include <stdint.h>
#include "ctr128/le32.h"
#include "twofish/tables.h"

typedef struct {
  uint32_t k[40];        /* K_0 .. K_39: input whitening, output whitening, round keys */
  uint8_t s[4][256];     /* the key-dependent S-boxes s_0 .. s_3 of g */
} tf_sboxkey;

/* multiplication in GF(2^8) mod w(x) = x^8 + x^6 + x^3 + x^2 + 1, for the RS code; masks
   instead of branches, since b is a key byte */
static inline uint8_t tf_rs_mul(uint8_t a, uint8_t b)
{
  unsigned r = 0, x = a;
  int i;
  for (i = 0; i < 8; ++i, x = (x << 1) ^ (0x14d & -(x >> 7))) r ^= x & -(unsigned) (b >> i & 1);
  return (uint8_t) r;
}

/* the bytes of h(X, L) for k = 2 (figure 2) before the MDS matrix: byte j of x through
   q, XOR l1, q, XOR l0, q, with q0 or q1 as the figure says */
static inline void tf_h_bytes(uint8_t y[4], const uint8_t x[4], uint32_t l0, uint32_t l1)
{
  static const uint8_t order[4][3] = {{0, 0, 1}, {1, 0, 0}, {0, 1, 1}, {1, 1, 0}};
  int j;
  for (j = 0; j < 4; ++j) {
    uint8_t v = tf_q[order[j][0]][x[j]] ^ (uint8_t) (l1 >> 8 * j);
    v = tf_q[order[j][1]][v] ^ (uint8_t) (l0 >> 8 * j);
    y[j] = tf_q[order[j][2]][v];
  }
}

static inline uint32_t tf_h(uint32_t x, uint32_t l0, uint32_t l1)
{
  uint8_t b[4] = {(uint8_t) x, (uint8_t) (x >> 8), (uint8_t) (x >> 16), (uint8_t) (x >> 24)}, y[4];
  tf_h_bytes(y, b, l0, l1);
  return tf_mds[0][y[0]] ^ tf_mds[1][y[1]] ^ tf_mds[2][y[2]] ^ tf_mds[3][y[3]];
}

/* section 4.3: the S-box words S_0, S_1 from the RS code of key bytes 8i .. 8i+7; no secret
   branch or index (tf_rs_mul) */
static inline void tf_rs(uint32_t s[2], const unsigned char k[16])
{
  static const uint8_t rs[4][8] = {{0x01, 0xa4, 0x55, 0x87, 0x5a, 0x58, 0xdb, 0x9e},
                                   {0xa4, 0x56, 0x82, 0xf3, 0x1e, 0xc6, 0x68, 0xe5},
                                   {0x02, 0xa1, 0xfc, 0xc1, 0x47, 0xae, 0x3d, 0x19},
                                   {0xa4, 0x55, 0x87, 0x5a, 0x58, 0xdb, 0x9e, 0x03}};
  int i, j, c;
  for (i = 0; i < 2; ++i) {
    s[i] = 0;
    for (j = 0; j < 4; ++j) {
      uint8_t v = 0;
      for (c = 0; c < 8; ++c) v ^= tf_rs_mul(rs[j][c], k[8 * i + c]);
      s[i] |= (uint32_t) v << 8 * j;
    }
  }
}

/* section 4.3: round keys from Me = (M0, M2) and Mo = (M1, M3); the S-boxes s_j from
   L = (S_1, S_0). The q lookups are at secret indexes. */
static inline void tf_setup_sboxes(tf_sboxkey *key, const unsigned char k[16])
{
  uint32_t m[4], s[2];
  int i, j;
  for (i = 0; i < 4; ++i) m[i] = bytes_load_le32(k + 4 * i);
  for (i = 0; i < 20; ++i) {
    uint32_t a = tf_h(0x02020202u * (uint32_t) i, m[0], m[2]);
    uint32_t b = rotl32(tf_h(0x02020202u * (uint32_t) i + 0x01010101u, m[1], m[3]), 8);
    key->k[2 * i] = a + b;
    key->k[2 * i + 1] = rotl32(a + 2 * b, 9);
  }
  tf_rs(s, k);
  for (i = 0; i < 256; ++i) {
    uint8_t x[4] = {(uint8_t) i, (uint8_t) i, (uint8_t) i, (uint8_t) i}, y[4];
    tf_h_bytes(y, x, s[1], s[0]);
    for (j = 0; j < 4; ++j) key->s[j][i] = y[j];
  }
}

typedef struct {
  uint32_t k[40];
  uint32_t t[4][256];    /* T_j[x] = MDS column j times s_j(x) */
} tf_key;

static inline void tf_setup(tf_key *key, const unsigned char k[16])
{
  tf_sboxkey sk;
  int i, j;
  tf_setup_sboxes(&sk, k);
  for (i = 0; i < 40; ++i) key->k[i] = sk.k[i];
  for (j = 0; j < 4; ++j)
    for (i = 0; i < 256; ++i) key->t[j][i] = tf_mds[j][sk.s[j][i]];
}

#define TF_G0(t, x) \
  (t[0][(x) & 0xff] ^ t[1][(x) >> 8 & 0xff] ^ t[2][(x) >> 16 & 0xff] ^ t[3][(x) >> 24])
#define TF_G1(t, x) \
  (t[0][(x) >> 24] ^ t[1][(x) & 0xff] ^ t[2][(x) >> 8 & 0xff] ^ t[3][(x) >> 16 & 0xff])

/* round r of section 4.1 on (a, b) into (c, d); g(ROL(b, 8)) is TF_G1(b) */
#define TF_ROUND(t, kr, a, b, c, d)                                                      \
  do {                                                                                   \
    uint32_t t0_ = TF_G0(t, a), t1_ = TF_G1(t, b);                                       \
    c = rotl32(c ^ (t0_ + t1_ + (kr)[0]), 31);                                           \
    d = rotl32(d, 1) ^ (t0_ + 2 * t1_ + (kr)[1]);                                        \
  } while (0)

static inline void tf_encrypt(unsigned char out[16], const unsigned char in[16], const tf_key *key)
{
  uint32_t a = bytes_load_le32(in) ^ key->k[0], b = bytes_load_le32(in + 4) ^ key->k[1];
  uint32_t c = bytes_load_le32(in + 8) ^ key->k[2], d = bytes_load_le32(in + 12) ^ key->k[3];
  int r;
  for (r = 0; r < 16; r += 2) {                  /* two rounds: the halves swap back */
    TF_ROUND(key->t, key->k + 8 + 2 * r, a, b, c, d);
    TF_ROUND(key->t, key->k + 10 + 2 * r, c, d, a, b);
  }
  bytes_store_le32(out, c ^ key->k[4]);                /* the last swap undone */
  bytes_store_le32(out + 4, d ^ key->k[5]);
  bytes_store_le32(out + 8, a ^ key->k[6]);
  bytes_store_le32(out + 12, b ^ key->k[7]);
}

#endif
