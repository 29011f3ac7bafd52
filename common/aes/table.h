/*
 * aes/table.h: AES (FIPS 197) one block at a time with a lookup table, in counter mode
 * (aes/ctr.h). The classic software AES (J. Daemen, V. Rijmen, "AES Proposal: Rijndael",
 * section 5.2.1): SubBytes, ShiftRows and MixColumns of one column are four lookups in a
 * 256-word table T[x] = (2 S[x], S[x], S[x], 3 S[x]) and its byte rotations.
 * NOT constant time: the table index is secret, and which cache lines a block touches leaks
 * through timing (D. J. Bernstein, "Cache-timing attacks on AES", 2005). Kept to show what the
 * bitsliced ref and AES-NI cost or save against it; it carries no goal files.
 * Used by the table implementations of crypto_stream/aes*. Public domain (CC0).
 */
#ifndef AES_TABLE_H
#define AES_TABLE_H

#include <stdint.h>
#include "aes/ctr.h"
#include "aes/sbox-list.h"
#include "aes/schedule.h"

#define AES_TB_BYTE(s) s,
#define AES_TB_X2(s) (((s) << 1) ^ ((s) >> 7) * 0x11b)                 /* 2 s in GF(2^8) */
#define AES_TB_WORD(s) ((uint32_t) AES_TB_X2(s) | (uint32_t) (s) << 8 | (uint32_t) (s) << 16 \
                        | (uint32_t) (AES_TB_X2(s) ^ (s)) << 24),

static const uint8_t aes_tb_sbox[256] = { AES_SBOX_LIST(AES_TB_BYTE) };
static const uint32_t aes_tb_t[256] = { AES_SBOX_LIST(AES_TB_WORD) };

static inline uint32_t aes_tb_rotl(uint32_t x, int n) { return x << n | x >> (32 - n); }

static inline uint32_t aes_tb_subword(uint32_t w)
{
  return (uint32_t) aes_tb_sbox[w & 0xff] | (uint32_t) aes_tb_sbox[w >> 8 & 0xff] << 8
       | (uint32_t) aes_tb_sbox[w >> 16 & 0xff] << 16 | (uint32_t) aes_tb_sbox[w >> 24] << 24;
}

/* column c of a round: row r comes from column c + r (ShiftRows) through T rotated by 8r */
#define AES_TB_COLUMN(a, b, c, d) \
  (aes_tb_t[(a) & 0xff] ^ aes_tb_rotl(aes_tb_t[(b) >> 8 & 0xff], 8) \
   ^ aes_tb_rotl(aes_tb_t[(c) >> 16 & 0xff], 16) ^ aes_tb_rotl(aes_tb_t[(d) >> 24], 24))
#define AES_TB_LAST(a, b, c, d) \
  ((uint32_t) aes_tb_sbox[(a) & 0xff] | (uint32_t) aes_tb_sbox[(b) >> 8 & 0xff] << 8 \
   | (uint32_t) aes_tb_sbox[(c) >> 16 & 0xff] << 16 | (uint32_t) aes_tb_sbox[(d) >> 24] << 24)

/* s = the 4 columns of a block (little-endian words), encrypted in place */
static inline void aes_tb_encrypt(uint32_t s[4], const uint32_t *w, int rounds)
{
  uint32_t a = s[0] ^ w[0], b = s[1] ^ w[1], c = s[2] ^ w[2], d = s[3] ^ w[3], t0, t1, t2, t3;
  int r;
  for (r = 1; r < rounds; ++r) {
    t0 = AES_TB_COLUMN(a, b, c, d) ^ w[4 * r];
    t1 = AES_TB_COLUMN(b, c, d, a) ^ w[4 * r + 1];
    t2 = AES_TB_COLUMN(c, d, a, b) ^ w[4 * r + 2];
    t3 = AES_TB_COLUMN(d, a, b, c) ^ w[4 * r + 3];
    a = t0; b = t1; c = t2; d = t3;
  }
  s[0] = AES_TB_LAST(a, b, c, d) ^ w[4 * rounds];
  s[1] = AES_TB_LAST(b, c, d, a) ^ w[4 * rounds + 1];
  s[2] = AES_TB_LAST(c, d, a, b) ^ w[4 * rounds + 2];
  s[3] = AES_TB_LAST(d, a, b, c) ^ w[4 * rounds + 3];
}

/* c[0..len) = m XOR keystream (m may be 0). c may equal m, n or k: n and k are read first. */
static void aes_tb_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                       const unsigned char *n, const unsigned char *k, int keybytes, int layout)
{
  uint32_t w[4 * (AES_MAXROUNDS + 1)], s[4];
  unsigned char nonce[16], block[16];
  uint64_t i = 0;
  int rounds = aes_schedule(w, k, keybytes, aes_tb_subword), j;
  for (j = 0; j < 16; ++j) nonce[j] = n[j];
  for (; len > 0; ++i) {
    unsigned long long take = len < 16 ? len : 16;
    aes_counter_block(block, nonce, i, layout);
    for (j = 0; j < 4; ++j)
      s[j] = (uint32_t) block[4 * j] | (uint32_t) block[4 * j + 1] << 8
           | (uint32_t) block[4 * j + 2] << 16 | (uint32_t) block[4 * j + 3] << 24;
    aes_tb_encrypt(s, w, rounds);
    for (j = 0; j < (int) take; ++j)
      c[j] = (unsigned char) ((m ? m[j] : 0) ^ s[j / 4] >> 8 * (j % 4));
    c += take;
    if (m) m += take;
    len -= take;
  }
}

#endif
