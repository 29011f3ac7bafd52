/*
 * crypto_verify_16.h: SUPERCOP's crypto_verify_16 subroutine, crypto_verify_16(x, y): 0 when
 * the 16 bytes at x and y are equal, -1 otherwise, in constant time. The code is common/verify's,
 * compiled into the including implementation (static). (doc/supercop.md.) Public domain (CC0).
 */
#ifndef crypto_verify_16_H
#define crypto_verify_16_H

#include "verify/bytes.h"

#define crypto_verify_16_BYTES 16
#define crypto_verify_16_IMPLEMENTATION "cyclebench common/verify"
#define crypto_verify_16_VERSION "-"
#define crypto_verify_16 crypto_verify_16_cyclebench

static inline int crypto_verify_16(const unsigned char *x, const unsigned char *y)
{
  return verify_bytes(x, y, 16);
}

#endif
