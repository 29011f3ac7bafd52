/*
 * crypto_hashblocks_sha256.h: SUPERCOP's crypto_hashblocks_sha256 subroutine,
 * crypto_hashblocks_sha256(state, in, inlen): the SHA-256 compression function (FIPS 180-4)
 * applied to each whole 64-byte block of in, the 32-byte state read and written as eight
 * big-endian words; returns inlen mod 64, the bytes left for the caller to pad. The code is
 * common/sha256's portable compression, compiled into the including implementation (static).
 * (doc/supercop.md.) Public domain (CC0).
 */
#ifndef crypto_hashblocks_sha256_H
#define crypto_hashblocks_sha256_H

#include "crypto_uint32.h"
#include "sha256/blocks-ref.h"

#define crypto_hashblocks_sha256_STATEBYTES 32
#define crypto_hashblocks_sha256_BLOCKBYTES 64
#define crypto_hashblocks_sha256_IMPLEMENTATION "cyclebench common/sha256"
#define crypto_hashblocks_sha256_VERSION "-"
#define crypto_hashblocks_sha256 crypto_hashblocks_sha256_cyclebench

static inline int crypto_hashblocks_sha256(unsigned char *statebytes, const unsigned char *in,
                                           unsigned long long inlen)
{
  uint32_t state[8];
  int i;
  for (i = 0; i < 8; ++i) state[i] = crypto_uint32_load_bigendian(statebytes + 4 * i);
  sha256_blocks(state, in, (size_t) (inlen / 64));
  for (i = 0; i < 8; ++i) crypto_uint32_store_bigendian(statebytes + 4 * i, state[i]);
  return (int) (inlen % 64);
}

#endif
