/*
 * crypto_hash/sha3384/armv7-neon: SHA3-384; NEON permutation (ARMv7-A).
 * Specified in FIPS 202 (2015), section 6.1: Keccak[c = 768], domain bits 01.
 * The sponge lives once in keccak/sponge.h, the permutation in keccak/f1600-neon.h.
 * Constant time: the sponge branches on lengths only.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "keccak/f1600-neon.h"
#include "keccak/sponge.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  sha3_384(out, in, inlen);
  return 0;
}
