/*
 * crypto_hash/sha512/amd64-avx2: SHA-512 for amd64 with AVX2 (message schedule) and BMI2 (rounds).
 * SHA-512 is specified in FIPS 180-4 (NIST, 2015); the padding and the compression function
 * live once, in common/sha512/, shared with sha384.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "sha512/blocks-avx2.h"
#include "sha512/hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  sha512_hash(out, crypto_hash_BYTES, sha512_iv, in, inlen);
  return 0;
}
