/*
 * crypto_xof_shake256.h: SUPERCOP's crypto_xof_shake256 subroutine, crypto_xof_shake256(h, hlen,
 * m, mlen): h = the first hlen bytes of SHAKE256(m) (FIPS 202); returns 0. The code is
 * common/keccak's sponge, compiled into the including implementation (static).
 * (doc/supercop.md.) Public domain (CC0).
 */
#ifndef crypto_xof_shake256_H
#define crypto_xof_shake256_H

#include "keccak/f1600-opt64.h"
#include "keccak/sponge.h"

#define crypto_xof_shake256_NOOVERLAP 1
#define crypto_xof_shake256_IMPLEMENTATION "cyclebench common/keccak"
#define crypto_xof_shake256_VERSION "-"
#define crypto_xof_shake256 crypto_xof_shake256_cyclebench

static inline int crypto_xof_shake256(unsigned char *h, long long hlen, const unsigned char *m,
                                      long long mlen)
{
  shake256(h, (size_t) hlen, m, (size_t) mlen);
  return 0;
}

#endif
