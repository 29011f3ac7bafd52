/*
 * crypto_hash/round3jh512/amd64-sse2: JH-512, round-3 version (E8 of 42 rounds),
 * for amd64 with SSE2.
 * Specified in "The Hash Function JH" (H. Wu, round-3 version, 2011); the padding lives once,
 * in common/jh/hash.h, over the bit-sliced E8 (one 128-bit word a register) of jh/e8-sse2.h
 * (shared by every digest size and both round counts).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "jh/e8-sse2.h"
#include "jh/hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  jh_hash(out, crypto_hash_BYTES, JH_ROUND3, in, inlen);
  return 0;
}
