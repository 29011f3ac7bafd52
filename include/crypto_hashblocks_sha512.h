/*
 * crypto_hashblocks_sha512.h: SUPERCOP's crypto_hashblocks_sha512 subroutine,
 * crypto_hashblocks_sha512(state, in, inlen): the SHA-512 compression function (FIPS 180-4)
 * applied to each whole 128-byte block of in, the 64-byte state read and written as eight
 * big-endian words; returns inlen mod 128, the bytes left for the caller to pad. The code is
 * common/sha512's portable compression, compiled into the including implementation (static).
 * (doc/supercop.md.) Public domain (CC0).
 */
#ifndef crypto_hashblocks_sha512_H
#define crypto_hashblocks_sha512_H

#include "crypto_uint64.h"
#include "sha512/blocks-ref.h"

#define crypto_hashblocks_sha512_STATEBYTES 64
#define crypto_hashblocks_sha512_BLOCKBYTES 128
#define crypto_hashblocks_sha512_IMPLEMENTATION "cyclebench common/sha512"
#define crypto_hashblocks_sha512_VERSION "-"
#define crypto_hashblocks_sha512 crypto_hashblocks_sha512_cyclebench

static inline int crypto_hashblocks_sha512(unsigned char *statebytes, const unsigned char *in,
                                           unsigned long long inlen)
{
  uint64_t state[8];
  int i;
  for (i = 0; i < 8; ++i) state[i] = crypto_uint64_load_bigendian(statebytes + 8 * i);
  sha512_blocks(state, in, (size_t) (inlen / 128), in, 0);
  for (i = 0; i < 8; ++i) crypto_uint64_store_bigendian(statebytes + 8 * i, state[i]);
  return (int) (inlen % 128);
}

#endif
