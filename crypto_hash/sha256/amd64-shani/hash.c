/*
 * crypto_hash/sha256/amd64-shani: SHA-256 with the x86 SHA extensions (SHA-NI).
 * SHA-256 is specified in FIPS 180-4 (NIST, 2015); the padding and the compression function
 * live once, in common/sha256/, shared with sha224.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "sha256/blocks-shani.h"
#include "sha256/hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  sha256_hash(out, crypto_hash_BYTES, sha256_iv, in, inlen);
  return 0;
}
