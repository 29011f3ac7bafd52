/*
 * crypto_core_salsa208.h: SUPERCOP's crypto_core_salsa208 subroutine,
 * crypto_core_salsa208(out, in, k, c): out (64 bytes) =
 * the Salsa20/8 core (8 rounds, with the feed-forward addition)
 * of the block with the 16-byte constant c on its diagonal, the 32-byte key k and the 16-byte
 * input in; returns 0. The code is common/salsa20's, compiled into the including
 * implementation (static). (doc/supercop.md.) Public domain (CC0).
 */
#ifndef crypto_core_salsa208_H
#define crypto_core_salsa208_H

#include "salsa20/core.h"

#define crypto_core_salsa208_OUTPUTBYTES 64
#define crypto_core_salsa208_INPUTBYTES 16
#define crypto_core_salsa208_KEYBYTES 32
#define crypto_core_salsa208_CONSTBYTES 16
#define crypto_core_salsa208_IMPLEMENTATION "cyclebench common/salsa20"
#define crypto_core_salsa208_VERSION "-"
#define crypto_core_salsa208 crypto_core_salsa208_cyclebench

static inline int crypto_core_salsa208(unsigned char *out, const unsigned char *in,
                                    const unsigned char *k, const unsigned char *c)
{
  salsa20_core_constant(out, in, k, c, 8);
  return 0;
}

#endif
