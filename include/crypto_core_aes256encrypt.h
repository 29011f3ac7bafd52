/*
 * crypto_core_aes256encrypt.h: SUPERCOP's crypto_core_aes256encrypt subroutine,
 * crypto_core_aes256encrypt(out, in, k, c): out = AES-256 (FIPS 197) encryption of the 16-byte
 * block in under the 32-byte key k (c is unused); returns 0. Constant time: common/aes's
 * bitsliced code (the block in the first of its 4 lanes), compiled into the including
 * implementation (static). (doc/supercop.md.) Public domain (CC0).
 */
#ifndef crypto_core_aes256encrypt_H
#define crypto_core_aes256encrypt_H

#include "aes/bitslice.h"

#define crypto_core_aes256encrypt_OUTPUTBYTES 16
#define crypto_core_aes256encrypt_INPUTBYTES 16
#define crypto_core_aes256encrypt_KEYBYTES 32
#define crypto_core_aes256encrypt_CONSTBYTES 0
#define crypto_core_aes256encrypt_IMPLEMENTATION "cyclebench common/aes"
#define crypto_core_aes256encrypt_VERSION "-"
#define crypto_core_aes256encrypt crypto_core_aes256encrypt_cyclebench

static inline int crypto_core_aes256encrypt(unsigned char *out, const unsigned char *in,
                                            const unsigned char *k, const unsigned char *c)
{
  (void) c;
  aes_bs_encrypt_block(out, in, k, 32);
  return 0;
}

#endif
