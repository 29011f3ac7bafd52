/*
 * crypto_hash/sha224/ref: SHA-224 in portable C.
 * SHA-224 is specified in FIPS 180-4 (NIST, 2015); the padding and the compression function
 * live once, in common/sha256/, shared with sha256.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "sha256/blocks-ref.h"
#include "sha256/hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  sha256_hash(out, crypto_hash_BYTES, sha224_iv, in, inlen);
  return 0;
}
