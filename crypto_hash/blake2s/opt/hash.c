/*
 * crypto_hash/blake2s/opt: BLAKE2s-256, unkeyed, in portable C with the rounds written out and
 * the state in locals (the fastest form on wide cores).
 * BLAKE2s is specified in RFC 7693; the compression function and the padding live once, in
 * common/blake2/, shared with the other BLAKE2s implementations.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake2/blake2s-unrolled.h"
#include "blake2/blake2s-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake2s_hash(out, crypto_hash_BYTES, in, inlen);
  return 0;
}
