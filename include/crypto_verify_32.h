/*
 * crypto_verify_32.h: SUPERCOP's crypto_verify_32 subroutine, crypto_verify_32(x, y): 0 when
 * the 32 bytes at x and y are equal, -1 otherwise, in constant time. The code is common/verify's,
 * compiled into the including implementation (static). (doc/supercop.md.) Public domain (CC0).
 */
#ifndef crypto_verify_32_H
#define crypto_verify_32_H

#include "verify/bytes.h"

#define crypto_verify_32_BYTES 32
#define crypto_verify_32_IMPLEMENTATION "cyclebench common/verify"
#define crypto_verify_32_VERSION "-"
#define crypto_verify_32 crypto_verify_32_cyclebench

static inline int crypto_verify_32(const unsigned char *x, const unsigned char *y)
{
  return verify_bytes(x, y, 32);
}

#endif
