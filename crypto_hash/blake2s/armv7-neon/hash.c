/*
 * crypto_hash/blake2s/armv7-neon: BLAKE2s-256, unkeyed, for ARMv7-A with NEON (the Cortex-A7).
 * BLAKE2s is specified in RFC 7693. The compression function with its state in NEON
 * q registers is common/blake2/blake2s-neon.h; the padding (common/blake2/blake2s-hash.h) is
 * shared with the other BLAKE2s implementations.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake2/blake2s-neon.h"
#include "blake2/blake2s-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake2s_hash(out, crypto_hash_BYTES, in, inlen);
  return 0;
}
