/*
 * crypto_xof_bitwrite16.h: SUPERCOP's crypto_xof_bitwrite16 subroutine (Classic McEliece's
 * error-vector writer), crypto_xof_bitwrite16(h, hlen, m, mlen): h cleared, then the bit at
 * each 16-bit little-endian position listed in m set; returns 0. Constant time. The code is
 * common/bitwrite's, compiled into the including implementation (static). (doc/supercop.md.)
 * Public domain (CC0).
 */
#ifndef crypto_xof_bitwrite16_H
#define crypto_xof_bitwrite16_H

#include "bitwrite/bitwrite16.h"

#define crypto_xof_bitwrite16_NOOVERLAP 1
#define crypto_xof_bitwrite16_IMPLEMENTATION "cyclebench common/bitwrite"
#define crypto_xof_bitwrite16_VERSION "-"
#define crypto_xof_bitwrite16 crypto_xof_bitwrite16_cyclebench

static inline int crypto_xof_bitwrite16(unsigned char *h, long long hlen, const unsigned char *m,
                                        long long mlen)
{
  bitwrite16(h, hlen, m, mlen);
  return 0;
}

#endif
