/*
 * crypto_core_hsalsa20.h: SUPERCOP's crypto_core_hsalsa20 subroutine,
 * crypto_core_hsalsa20(out, in, k, c): out (32 bytes) =
 * HSalsa20 (XSalsa20's key derivation: 20 rounds, no feed-forward,
 * words 0, 5, 10, 15, 6, 7, 8, 9 out)
 * of the block with the 16-byte constant c on its diagonal, the 32-byte key k and the 16-byte
 * input in; returns 0. The code is common/salsa20's, compiled into the including
 * implementation (static). (doc/supercop.md.) Public domain (CC0).
 */
#ifndef crypto_core_hsalsa20_H
#define crypto_core_hsalsa20_H

#include "salsa20/core.h"

#define crypto_core_hsalsa20_OUTPUTBYTES 32
#define crypto_core_hsalsa20_INPUTBYTES 16
#define crypto_core_hsalsa20_KEYBYTES 32
#define crypto_core_hsalsa20_CONSTBYTES 16
#define crypto_core_hsalsa20_IMPLEMENTATION "cyclebench common/salsa20"
#define crypto_core_hsalsa20_VERSION "-"
#define crypto_core_hsalsa20 crypto_core_hsalsa20_cyclebench

static inline int crypto_core_hsalsa20(unsigned char *out, const unsigned char *in,
                                    const unsigned char *k, const unsigned char *c)
{
  hsalsa20_constant(out, in, k, c, 20);
  return 0;
}

#endif
