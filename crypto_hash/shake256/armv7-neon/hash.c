/*
 * crypto_hash/shake256/armv7-neon: SHAKE256, 136-byte output; NEON permutation (ARMv7-A).
 * Specified in FIPS 202 (2015), section 6.2: Keccak[c = 512], domain bits 1111.
 * The output is one block, the length SUPERCOP uses.
 * The sponge lives once in keccak/sponge.h, the permutation in keccak/f1600-neon.h.
 * Constant time: the sponge branches on lengths only.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "keccak/f1600-neon.h"
#include "keccak/sponge.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  shake256(out, crypto_hash_BYTES, in, inlen);
  return 0;
}
