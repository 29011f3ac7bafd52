/*
 * crypto_hash/k12/armv7-neon: KangarooTwelve with the empty customization string and a 168-byte
 * output, SUPERCOP's length; NEON permutation (ARMv7-A), leaves one at a time.
 * Specified in RFC 9861 (KT128); the tree mode lives once in keccak/k12.h.
 * Constant time: branches depend on lengths only.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "keccak/f1600-neon.h"
#include "keccak/k12.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  k12(out, crypto_hash_BYTES, in, inlen);
  return 0;
}
