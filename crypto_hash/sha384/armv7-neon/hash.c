/*
 * crypto_hash/sha384/armv7-neon: SHA-384 for ARMv7-A with NEON (the Cortex-A7).
 * SHA-384 is specified in FIPS 180-4 (NIST, 2015); the compression function, all in NEON, is
 * common/sha512/blocks-neon.h, the padding common/sha512/hash.h (shared with the others).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "sha512/blocks-neon.h"
#include "sha512/hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  sha512_hash(out, crypto_hash_BYTES, sha384_iv, in, inlen);
  return 0;
}
