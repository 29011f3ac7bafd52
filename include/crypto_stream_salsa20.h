/*
 * crypto_stream_salsa20.h: SUPERCOP's crypto_stream_salsa20 as a subroutine of other
 * primitives (SUPERCOP's xsalsa20/ref calls it): crypto_stream_salsa20(c, clen, n, k), the
 * keystream of the 8-byte nonce n and the 32-byte key k, and crypto_stream_salsa20_xor(c, m,
 * mlen, n, k); both return 0. The code is common/salsa20's portable one, compiled into the
 * including implementation (static). An implementation of crypto_stream/salsa20 itself gets
 * its own generated header of this name instead (it comes first on the include path).
 * (doc/supercop.md.) Public domain (CC0).
 */
#ifndef crypto_stream_salsa20_H
#define crypto_stream_salsa20_H

#include "salsa20/core.h"

#define crypto_stream_salsa20_KEYBYTES 32
#define crypto_stream_salsa20_NONCEBYTES 8
#define crypto_stream_salsa20_IMPLEMENTATION "cyclebench common/salsa20"
#define crypto_stream_salsa20_VERSION "-"
#define crypto_stream_salsa20 crypto_stream_salsa20_cyclebench
#define crypto_stream_salsa20_xor crypto_stream_salsa20_xor_cyclebench

static inline int crypto_stream_salsa20(unsigned char *c, unsigned long long clen,
                                        const unsigned char *n, const unsigned char *k)
{
  salsa20_xor(c, 0, clen, n, k, 20);
  return 0;
}

static inline int crypto_stream_salsa20_xor(unsigned char *c, const unsigned char *m,
                                            unsigned long long mlen, const unsigned char *n,
                                            const unsigned char *k)
{
  salsa20_xor(c, m, mlen, n, k, 20);
  return 0;
}

#endif
