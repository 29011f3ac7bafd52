/*
 * crypto_core_aes128encrypt.h: SUPERCOP's crypto_core_aes128encrypt subroutine,
 * crypto_core_aes128encrypt(out, in, k, c): out = AES-128 (FIPS 197) encryption of the 16-byte
 * block in under the 16-byte key k (c is unused); returns 0. Constant time: common/aes's
 * bitsliced code (the block in the first of its 4 lanes), compiled into the including
 * implementation (static). (doc/supercop.md.) Public domain (CC0).
 */
#ifndef crypto_core_aes128encrypt_H
#define crypto_core_aes128encrypt_H

#include "aes/bitslice.h"

#define crypto_core_aes128encrypt_OUTPUTBYTES 16
#define crypto_core_aes128encrypt_INPUTBYTES 16
#define crypto_core_aes128encrypt_KEYBYTES 16
#define crypto_core_aes128encrypt_CONSTBYTES 0
#define crypto_core_aes128encrypt_IMPLEMENTATION "cyclebench common/aes"
#define crypto_core_aes128encrypt_VERSION "-"
#define crypto_core_aes128encrypt crypto_core_aes128encrypt_cyclebench

static inline int crypto_core_aes128encrypt(unsigned char *out, const unsigned char *in,
                                            const unsigned char *k, const unsigned char *c)
{
  uint64_t rk[AES_MAXROUNDS + 1][8], q[8];
  unsigned char blocks[64] = {0};
  int rounds = aes_bs_expand(rk, k, 16), i;
  (void) c;
  for (i = 0; i < 16; ++i) blocks[i] = in[i];
  aes_bs_load(q, blocks);
  aes_bs_encrypt(q, (const uint64_t (*)[8]) rk, rounds);
  aes_bs_store(blocks, q);
  for (i = 0; i < 16; ++i) out[i] = blocks[i];
  return 0;
}

#endif
