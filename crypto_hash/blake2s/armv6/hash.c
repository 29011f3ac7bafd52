/*
 * crypto_hash/blake2s/armv6: BLAKE2s-256, unkeyed, for ARMv6 (ARM1176): the compression
 * function of blake2/blake2s-armv6.h (its rounds in assembly, rounds.S: every rotation folded
 * into the barrel shifter), the padding of blake2/blake2s-hash.h. BLAKE2s is specified in
 * RFC 7693. Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake2/blake2s-armv6.h"
#include "blake2/blake2s-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake2s_hash(out, crypto_hash_BYTES, in, inlen);
  return 0;
}
