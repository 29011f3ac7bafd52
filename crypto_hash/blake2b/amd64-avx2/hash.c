/*
 * crypto_hash/blake2b/amd64-avx2: BLAKE2b-512, unkeyed, for amd64 with AVX2.
 * BLAKE2b is specified in RFC 7693; the compression function (common/blake2/blake2b-avx2.h
 * over blake2b-ymm.h) and the padding (blake2b-hash.h) live once, in common/blake2/.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake2/blake2b-avx2.h"
#include "blake2/blake2b-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake2b_hash(out, crypto_hash_BYTES, in, inlen);
  return 0;
}
