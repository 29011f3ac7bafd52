/*
 * crypto_hash/blake2b/amd64-avx2: BLAKE2b-512, unkeyed, for amd64 with AVX2.
 * BLAKE2b is specified in RFC 7693. The rounds (common/blake/rounds64.h, with the AVX2
 * rotations of rounds64-avx2.h) are shared with BLAKE-512; the compression function
 * (common/blake2/blake2b-vec.h) and the padding (blake2b-hash.h) with the other BLAKE2b
 * implementations.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake/rounds64-avx2.h"
#include "blake2/blake2b-vec.h"
#include "blake2/blake2b-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake2b_hash(out, crypto_hash_BYTES, in, inlen);
  return 0;
}
