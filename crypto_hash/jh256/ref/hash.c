/*
 * crypto_hash/jh256/ref: JH-256, round-2 version (E8 of 35.5 rounds), in portable C.
 * Specified in "The Hash Function JH" (H. Wu, round-2 version, 2009); the padding lives
 * once, in common/jh/hash.h, over the bit-sliced E8 of jh/e8-ref.h (shared by every digest
 * size and both round counts).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "jh/e8-ref.h"
#include "jh/hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  jh_hash(out, crypto_hash_BYTES, JH_ROUND2, in, inlen);
  return 0;
}
