/*
 * crypto_hash/sha256/armv6: SHA-256 for ARMv6 (ARM1176): the compression function of
 * sha256/blocks-armv6.h (rotations folded into the barrel shifter), the padding of
 * sha256/hash.h. Specified in FIPS 180-4 (NIST, 2015). Public domain (CC0).
 */
#include "crypto_hash.h"
#include "sha256/blocks-armv6.h"
#include "sha256/hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  sha256_hash(out, crypto_hash_BYTES, sha256_iv, in, inlen);
  return 0;
}
