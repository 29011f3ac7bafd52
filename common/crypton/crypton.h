/*
 * crypton/crypton.h: CRYPTON version 0.5, Future Systems' AES candidate (C. H. Lim,
 * "CRYPTON: A New 128-bit Block Cipher", 1998): the block as four little-endian 32-bit rows
 * of a 4x4 byte matrix; a key addition, then 12 rounds of gamma (byte S-boxes: S0 and its
 * inverse S1, alternating by row and column), pi (each output byte a masked XOR of its column:
 * bit masks m0..m3), tau (transpose) and a key addition. Here one round is written as what it
 * computes: word i of the next state is, over the rows j, S(byte i of row j) spread to four
 * bytes and masked by m[(i + j + parity) & 3]; the last round's pi and the output
 * transformation cancel down to gamma and tau. S0 is built from three 4-bit boxes P0, P1, P2
 * in a 2-round Feistel structure (section 3.1). The key schedule expands the key's even and
 * odd words into two 4-word halves through pi and gamma, mixes each with the other's XOR, and
 * derives the 13 round keys from them by byte rotations and XORs of round constants.
 * Version 0.5 is what the known answers of ../shared/kat cover (v1.0 changed the S-boxes and the
 * key schedule). Not constant time: the S-boxes are tables indexed by secret bytes.
 * Public domain (CC0).
 */
#ifndef CRYPTON_CRYPTON_H
#define CRYPTON_CRYPTON_H

#include <stdint.h>
#include <string.h>
#include "compiler/bytes.h"

typedef struct {
  unsigned char s[2][256];          /* S0 and S1 = S0^-1 */
  uint32_t k[13][4];                /* the round keys */
} crypton_key;

static const uint32_t crypton_m[4] = {0x3fcff3fc, 0xfc3fcff3, 0xf3fc3fcf, 0xcff3fc3f};

static inline uint32_t crypton_rotl(uint32_t x, int n) { return x << n | x >> ((32 - n) & 31); }

/* gamma, pi, tau and the key: out[i] = k[i] ^ XOR_j (S_(i+j+parity)(byte i of in[j]) * 0x01010101
   & m[(i + j + parity) & 3]) */
static inline void crypton_round(uint32_t out[4], const uint32_t in[4], const uint32_t k[4],
                                 int parity, const crypton_key *key)
{
  int i, j;
  for (i = 0; i < 4; ++i) {
    uint32_t acc = k[i];
    for (j = 0; j < 4; ++j) {
      int t = i + j + parity;
      acc ^= key->s[t & 1][in[j] >> 8 * i & 255] * 0x01010101u & crypton_m[t & 3];
    }
    out[i] = acc;
  }
}

/* gamma and tau alone: byte j of out[i] = S_(i+j+parity)(byte i of in[j]) */
static inline void crypton_gamma_tau(uint32_t out[4], const uint32_t in[4], int parity,
                                     const crypton_key *key)
{
  int i, j;
  for (i = 0; i < 4; ++i) {
    out[i] = 0;
    for (j = 0; j < 4; ++j)
      out[i] |= (uint32_t) key->s[(i + j + parity) & 1][in[j] >> 8 * i & 255] << 8 * j;
  }
}

/* pi on a key half, then a constant: out[i] = XOR_j (in[j] & m[(i + j + shift) & 3]) ^ c[i] */
static inline void crypton_pi(uint32_t out[4], const uint32_t in[4], int shift, const uint32_t c[4])
{
  int i, j;
  for (i = 0; i < 4; ++i) {
    out[i] = c[i];
    for (j = 0; j < 4; ++j) out[i] ^= in[j] & crypton_m[(i + j + shift) & 3];
  }
}

static inline void crypton_setup(crypton_key *key, const unsigned char *k, int keybytes)
{
  static const unsigned char p[3][16] = {
    {15, 9, 6, 8, 9, 9, 4, 12, 6, 2, 6, 10, 1, 3, 5, 15},
    {10, 15, 4, 7, 5, 2, 14, 6, 9, 3, 12, 8, 13, 1, 11, 0},
    {0, 4, 8, 4, 2, 15, 8, 13, 1, 1, 15, 7, 2, 11, 14, 15}};
  static const uint32_t kp[4] = {0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f};
  static const uint32_t kq[4] = {0x9b05688c, 0x1f83d9ab, 0x5be0cd19, 0xcbbb9d5d};
  static const uint32_t mb[4] = {0xcffccffc, 0xf33ff33f, 0xfccffccf, 0x3ff33ff3};
  uint32_t u[4] = {0}, v[4] = {0}, t[4], tu = 0, tv = 0, rc = 0x01010101, *e = key->k[0];
  int i, j, n;
  for (i = 0; i < 256; ++i) {                       /* S0 from P0, P1, P2; S1 its inverse */
    int xl = i >> 4, xr = i & 15, yr = xr ^ p[1][xl ^ p[0][xr]], yl = xl ^ p[0][xr] ^ p[2][yr];
    key->s[0][i] = (unsigned char) (yl << 4 | yr);
    key->s[1][yl << 4 | yr] = (unsigned char) i;
  }
  for (i = 0; 4 * i < keybytes; ++i) (i & 1 ? v : u)[i / 2] = bytes_load_le32(k + 4 * i);
  crypton_pi(t, u, 0, kp);
  crypton_gamma_tau(u, t, 0, key);
  crypton_pi(t, v, 1, kq);
  crypton_gamma_tau(v, t, 1, key);
  for (i = 0; i < 4; ++i) { tu ^= u[i]; tv ^= v[i]; }
  for (i = 0; i < 4; ++i) { e[i] = u[i] ^ tv; e[4 + i] = v[i] ^ tu; }
  for (n = 0; n < 11; ++n) {                        /* round key n + 2 from round key n */
    int r0 = 8 * (n % 3 + 1), r1 = r0 % 24 + 8, rotate_even = n % 4 == 0 || n % 4 == 3;
    for (j = 0; j < 4; ++j)
      e[4 * n + 8 + j] = (j & 1) == rotate_even ? rc ^ e[4 * n + j]
                                                 : crypton_rotl(e[4 * n + j], j < 2 ? r0 : r1);
    if (n & 1) rc <<= 1;
  }
  for (i = 0; i < 4; ++i) {                         /* the output key through phi */
    uint32_t x = key->k[12][i], y = 0;
    for (j = 0; j < 4; ++j) y ^= crypton_rotl(x, 8 * j) & mb[(j + 3 - i) & 3];
    key->k[12][i] = y;
  }
}

static inline void crypton_encrypt(unsigned char out[16], const unsigned char in[16],
                                   const crypton_key *key)
{
  uint32_t a[4], b[4];
  int i, r;
  for (i = 0; i < 4; ++i) a[i] = bytes_load_le32(in + 4 * i) ^ key->k[0][i];
  for (r = 1; r < 12; ++r) {
    crypton_round(b, a, key->k[r], (r + 1) & 1, key);
    memcpy(a, b, sizeof a);
  }
  crypton_gamma_tau(b, a, 1, key);
  for (i = 0; i < 4; ++i) bytes_store_le32(out + 4 * i, b[i] ^ key->k[12][i]);
}

#endif
