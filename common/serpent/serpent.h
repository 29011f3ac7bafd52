/*
 * serpent/serpent.h: Serpent with a 128-bit key (R. Anderson, E. Biham, L. Knudsen, "Serpent:
 * A Proposal for the Advanced Encryption Standard", 1998), in the paper's bitslice mode: the
 * block is four 32-bit words x0..x3, S-box S_i works on the 32 nibbles (bit j of x0 .. x3,
 * x0 the low bit) through a circuit of serpent/sbox.h, the linear transformation LT on the
 * words. Byte order: NESSIE's and the usual libraries' (word i = bytes 4i..4i+3,
 * little-endian); the submission package prints its vectors as 128-bit numbers, the bytes
 * reversed (tests/unit/finalists.c checks both). The round and LT macros take the word type
 * and its rotation, so the vector implementations share them (serpent/lanes.h).
 * Constant time: no table, no branch on data. Public domain (CC0).
 */
#ifndef SERPENT_SERPENT_H
#define SERPENT_SERPENT_H

#include <stdint.h>
#include "ctr128/le32.h"
#include "serpent/sbox.h"

typedef struct { uint32_t k[33][4]; } serpent_key;     /* the 33 subkeys K_0 .. K_32 */

/* LT of section 2 (bitslice form); ROL(x, n) and SHL(x, n) rotate and shift a word or every
   32-bit lane of a vector */
#define SERPENT_LT(ROL, SHL, x0, x1, x2, x3)                                             \
  do {                                                                                   \
    x0 = ROL(x0, 13);                                                                    \
    x2 = ROL(x2, 3);                                                                     \
    x1 = x1 ^ x0 ^ x2;                                                                   \
    x3 = x3 ^ x2 ^ SHL(x0, 3);                                                           \
    x1 = ROL(x1, 1);                                                                     \
    x3 = ROL(x3, 7);                                                                     \
    x0 = x0 ^ x1 ^ x3;                                                                   \
    x2 = x2 ^ x3 ^ SHL(x1, 7);                                                           \
    x0 = ROL(x0, 5);                                                                     \
    x2 = ROL(x2, 22);                                                                    \
  } while (0)

/* K(i, j): subkey word j of round i as the word type (a broadcast for vectors) */
#define SERPENT_ROUND(T, ROL, SHL, K, i, n, x0, x1, x2, x3)                              \
  do {                                                                                   \
    x0 ^= K(i, 0); x1 ^= K(i, 1); x2 ^= K(i, 2); x3 ^= K(i, 3);                          \
    SERPENT_S##n(T, x0, x1, x2, x3);                                                     \
    SERPENT_LT(ROL, SHL, x0, x1, x2, x3);                                                \
  } while (0)

/* the last round: S-box 7 between K_31 and K_32, no LT */
#define SERPENT_LAST(T, K, x0, x1, x2, x3)                                               \
  do {                                                                                   \
    x0 ^= K(31, 0); x1 ^= K(31, 1); x2 ^= K(31, 2); x3 ^= K(31, 3);                      \
    SERPENT_S7(T, x0, x1, x2, x3);                                                       \
    x0 ^= K(32, 0); x1 ^= K(32, 1); x2 ^= K(32, 2); x3 ^= K(32, 3);                      \
  } while (0)

/* the 32 rounds, through R(i, n) = round i with S-box n (a literal) and F() = the last */
#define SERPENT_ROUNDS(R, F)                                                             \
  do {                                                                                   \
    int r_;                                                                              \
    for (r_ = 0; r_ < 24; r_ += 8) {                                                     \
      R(r_, 0); R(r_ + 1, 1); R(r_ + 2, 2); R(r_ + 3, 3);                                \
      R(r_ + 4, 4); R(r_ + 5, 5); R(r_ + 6, 6); R(r_ + 7, 7);                            \
    }                                                                                    \
    R(24, 0); R(25, 1); R(26, 2); R(27, 3); R(28, 4); R(29, 5); R(30, 6);                \
    F();                                                                                 \
  } while (0)

#define SERPENT_ROL32(x, n) ((uint32_t) ((x) << (n) | (x) >> (32 - (n))))
#define SERPENT_SHL32(x, n) ((uint32_t) ((x) << (n)))

/* the key schedule of section 2 for a 16-byte key: padded to 256 bits by a 1 bit after the
   key (word 4 = 1), prekeys w_0 .. w_131, subkey K_i = S_{(3 - i) mod 8}(w_4i .. w_4i+3) */
static inline void serpent_setup(serpent_key *key, const unsigned char k[16])
{
  uint32_t w[140] = {0}, *p = w + 8;
  int i;
  for (i = 0; i < 4; ++i) w[i] = bytes_load_le32(k + 4 * i);
  w[4] = 1;
  for (i = 8; i < 140; ++i)
    w[i] = SERPENT_ROL32(w[i - 8] ^ w[i - 5] ^ w[i - 3] ^ w[i - 1] ^ 0x9e3779b9 /* phi */
                         ^ (uint32_t) (i - 8), 11);
  for (i = 0; i < 32; i += 8, p += 32) {
    SERPENT_S3(uint32_t, p[0], p[1], p[2], p[3]);
    SERPENT_S2(uint32_t, p[4], p[5], p[6], p[7]);
    SERPENT_S1(uint32_t, p[8], p[9], p[10], p[11]);
    SERPENT_S0(uint32_t, p[12], p[13], p[14], p[15]);
    SERPENT_S7(uint32_t, p[16], p[17], p[18], p[19]);
    SERPENT_S6(uint32_t, p[20], p[21], p[22], p[23]);
    SERPENT_S5(uint32_t, p[24], p[25], p[26], p[27]);
    SERPENT_S4(uint32_t, p[28], p[29], p[30], p[31]);
  }
  SERPENT_S3(uint32_t, p[0], p[1], p[2], p[3]);
  for (i = 0; i < 132; ++i) key->k[i / 4][i % 4] = w[8 + i];
}

#define SERPENT_KEY32(i, j) key->k[i][j]

/* one block, the four words read little-endian */
static inline void serpent_encrypt(unsigned char out[16], const unsigned char in[16],
                                   const serpent_key *key)
{
  uint32_t x0 = bytes_load_le32(in), x1 = bytes_load_le32(in + 4), x2 = bytes_load_le32(in + 8);
  uint32_t x3 = bytes_load_le32(in + 12);
#define SERPENT_R32(i, n) \
  SERPENT_ROUND(uint32_t, SERPENT_ROL32, SERPENT_SHL32, SERPENT_KEY32, i, n, x0, x1, x2, x3)
#define SERPENT_F32() SERPENT_LAST(uint32_t, SERPENT_KEY32, x0, x1, x2, x3)
  SERPENT_ROUNDS(SERPENT_R32, SERPENT_F32);
  bytes_store_le32(out, x0); bytes_store_le32(out + 4, x1); bytes_store_le32(out + 8, x2); bytes_store_le32(out + 12, x3);
}

#endif
