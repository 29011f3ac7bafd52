/*
 * crypto_hash/blake2s/amd64-avx512: BLAKE2s-256, unkeyed, for amd64 with AVX-512 (F, VL).
 * BLAKE2s is specified in RFC 7693. The rounds (common/blake/rounds32.h, with the AVX-512
 * rotations of rounds32-avx512.h) are shared with BLAKE-256; the compression function
 * (common/blake2/blake2s-vec.h) and the padding (blake2s-hash.h) with the other BLAKE2s
 * implementations.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake/rounds32-avx512.h"
#include "blake2/blake2s-vec.h"
#include "blake2/blake2s-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake2s_hash(out, crypto_hash_BYTES, in, inlen);
  return 0;
}
