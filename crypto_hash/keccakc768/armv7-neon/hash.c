/*
 * crypto_hash/keccakc768/armv7-neon: Keccak[c = 768], 384-bit output; NEON permutation (ARMv7-A).
 * Specified in The Keccak reference 3.0 (2011), as in the final SHA-3 submission (round 3):
 * pad10*1 alone, without the domain bits FIPS 202 added later.
 * The sponge lives once in keccak/sponge.h, the permutation in keccak/f1600-neon.h.
 * Constant time: the sponge branches on lengths only.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "keccak/f1600-neon.h"
#include "keccak/sponge.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  keccak_hash(out, crypto_hash_BYTES, in, inlen, 104, KECCAK_PAD_KECCAK);  /* rate 832 bits */
  return 0;
}
