/*
 * crypto_hash/sha224/armv7-neon: SHA-224 for ARMv7-A with NEON (the Cortex-A7).
 * SHA-224 is specified in FIPS 180-4 (NIST, 2015); the compression function (message schedule
 * in NEON, scalar rounds) is common/sha256/blocks-neon.h, the padding common/sha256/hash.h
 * (shared with the others).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "sha256/blocks-neon.h"
#include "sha256/hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  sha256_hash(out, crypto_hash_BYTES, sha224_iv, in, inlen);
  return 0;
}
