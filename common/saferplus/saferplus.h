/*
 * saferplus/saferplus.h: SAFER+, Cylink's AES candidate (J. L. Massey, G. H. Khachatrian,
 * M. K. Kuregian, "Nomination of SAFER+ as Candidate Algorithm for the Advanced Encryption
 * Standard", 1998): 8, 12 or 16 rounds (16-, 24-, 32-byte keys) of key mixing, the byte
 * S-boxes exp (45^x mod 257, 256 as 0) and log, key mixing again, and a linear layer of four
 * levels of 2-point pseudo-Hadamard transforms (a, b) -> (2a + b, a + b) with the
 * "Armenian shuffle" between them; after the last round one more subkey is mixed in.
 * The 17-byte key register (the key and the XOR of its bytes) gives subkey 1 as it is; for
 * each further subkey its bytes are rotated left by 3 bits and 16 of them, starting at a
 * position one further each time, are added to a bias word: byte j of bias i is
 * exp(exp(17 i + j)) for subkeys 2 to 17 and exp(17 i + j) for 18 to 33 (24- and 32-byte keys).
 * Not constant time: exp and log are tables indexed by secret bytes, as the design intends.
 * Public domain (CC0).
 */
#ifndef SAFERPLUS_SAFERPLUS_H
#define SAFERPLUS_SAFERPLUS_H

#include <string.h>

typedef struct {
  unsigned char exp[256], log[256];
  unsigned char k[33][16];          /* subkeys 1 .. 2 r + 1 */
  int rounds;
} saferplus_key;

/* the positions where a round's first subkey is XORed (then exp, then the second added);
   the other positions add, take log, and XOR */
#define SAFERPLUS_XOR_POSITIONS 0x9999u   /* bytes 0, 3, 4, 7, 8, 11, 12, 15 */

static inline void saferplus_setup(saferplus_key *key, const unsigned char *k, int keybytes)
{
  unsigned char reg[33];
  unsigned x = 1;
  int i, j;
  for (i = 0; i < 256; ++i) {                     /* exp[i] = 45^i mod 257; 45^128 = 256 -> 0 */
    key->exp[i] = (unsigned char) x;
    key->log[(unsigned char) x] = (unsigned char) i;
    x = x * 45 % 257;
  }
  key->rounds = keybytes == 16 ? 8 : keybytes == 24 ? 12 : 16;
  memcpy(reg, k, (size_t) keybytes);
  reg[keybytes] = 0;
  for (j = 0; j < keybytes; ++j) reg[keybytes] ^= k[j];
  memcpy(key->k[0], reg, 16);
  for (i = 1; i <= 2 * key->rounds; ++i) {
    for (j = 0; j <= keybytes; ++j) reg[j] = (unsigned char) (reg[j] << 3 | reg[j] >> 5);
    for (j = 0; j < 16; ++j) {
      unsigned e = (17 * (i + 1) + j + 1) & 255;          /* subkey i + 1, byte j + 1 */
      unsigned char bias = i + 1 <= 17 ? key->exp[key->exp[e]] : key->exp[e];
      key->k[i][j] = (unsigned char) (reg[(i + j) % (keybytes + 1)] + bias);
    }
  }
}

/* mix subkey k in: XOR at the XOR positions and add elsewhere, or the other way round */
static inline void saferplus_mix(unsigned char b[16], const unsigned char k[16], int xor_first)
{
  int i;
  for (i = 0; i < 16; ++i)
    if ((SAFERPLUS_XOR_POSITIONS >> i & 1) == (unsigned) xor_first) b[i] ^= k[i];
    else b[i] = (unsigned char) (b[i] + k[i]);
}

/* the linear layer: PHT on pairs, then the Armenian shuffle, four times (no shuffle last) */
static inline void saferplus_linear(unsigned char b[16])
{
  static const unsigned char shuffle[16] = {8, 11, 12, 15, 2, 1, 6, 5, 10, 9, 14, 13, 0, 7, 4, 3};
  unsigned char t[16];
  int level, i;
  for (level = 0; level < 4; ++level) {
    for (i = 0; i < 16; i += 2) {
      b[i + 1] = (unsigned char) (b[i] + b[i + 1]);
      b[i] = (unsigned char) (b[i] + b[i + 1]);
    }
    if (level == 3) break;
    for (i = 0; i < 16; ++i) t[i] = b[shuffle[i]];
    memcpy(b, t, 16);
  }
}

static inline void saferplus_encrypt(unsigned char out[16], const unsigned char in[16],
                                     const saferplus_key *key)
{
  unsigned char b[16];
  int r, i;
  memcpy(b, in, 16);
  for (r = 0; r < key->rounds; ++r) {
    saferplus_mix(b, key->k[2 * r], 1);
    for (i = 0; i < 16; ++i)
      b[i] = (SAFERPLUS_XOR_POSITIONS >> i & 1) ? key->exp[b[i]] : key->log[b[i]];
    saferplus_mix(b, key->k[2 * r + 1], 0);
    saferplus_linear(b);
  }
  saferplus_mix(b, key->k[2 * key->rounds], 1);
  memcpy(out, b, 16);
}

#endif
