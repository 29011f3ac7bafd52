/*
 * crypto_aead/aegis128l/ref: AEGIS-128L (../shared/aegis128l.h) in portable C, constant
 * time: the eight AES rounds of a step are two calls of the bitsliced round of aes/bitslice.h
 * (4 blocks each, no round key: AESRound adds the next state block instead).
 * Public domain (CC0).
 */
#include "aes/bitslice.h"

typedef struct { uint64_t w[2]; } aegis_block;     /* little-endian halves */

static inline aegis_block aegis_load(const unsigned char *p)
{
  aegis_block x;
  x.w[0] = bytes_load_le64(p);
  x.w[1] = bytes_load_le64(p + 8);
  return x;
}

static inline void aegis_store(unsigned char *p, aegis_block x)
{
  bytes_store_le64(p, x.w[0]);
  bytes_store_le64(p + 8, x.w[1]);
}

static inline aegis_block aegis_xor(aegis_block a, aegis_block b)
{
  a.w[0] ^= b.w[0];
  a.w[1] ^= b.w[1];
  return a;
}

static inline aegis_block aegis_and(aegis_block a, aegis_block b)
{
  a.w[0] &= b.w[0];
  a.w[1] &= b.w[1];
  return a;
}

static void aegis_update(aegis_block *s, aegis_block m0, aegis_block m1)
{
  unsigned char b[128];
  uint64_t q[8];
  int i;
  for (i = 0; i < 8; ++i) aegis_store(b + 16 * i, s[i]);
  for (i = 0; i < 128; i += 64) {            /* b = SubBytes, ShiftRows, MixColumns of s */
    aes_bs_load(q, b + i);
    aes_sbox_bitslice(q);
    aes_bs_shiftrows(q);
    aes_bs_mixcolumns(q);
    aes_bs_store(b + i, q);
  }
  for (i = 7; i > 0; --i) s[i] = aegis_xor(s[i], aegis_load(b + 16 * (i - 1)));
  s[0] = aegis_xor(aegis_xor(s[0], aegis_load(b + 112)), m0);
  s[4] = aegis_xor(s[4], m1);
}

#include "../shared/aegis128l.h"
