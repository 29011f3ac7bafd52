/*
 * crypto_hash/blake2b/opt64: BLAKE2b-512, unkeyed, in portable C with the rounds written out
 * and the state in locals (the fastest form on wide 64-bit cores).
 * BLAKE2b is specified in RFC 7693; the compression function and the padding live once, in
 * common/blake2/, shared with the other BLAKE2b implementations.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake2/blake2b-unrolled.h"
#include "blake2/blake2b-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake2b_hash(out, crypto_hash_BYTES, in, inlen);
  return 0;
}
