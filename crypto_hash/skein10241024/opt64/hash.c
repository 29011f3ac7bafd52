/*
 * crypto_hash/skein10241024/opt64: Skein-1024-1024 for 64-bit registers, eight rounds unrolled.
 * Specified in "The Skein Hash Function Family" version 1.3 (Ferguson, Lucks, Schneier,
 * Whiting, Bellare, Kohno, Callas, Walker, 2010); the UBI chaining lives once, in
 * common/skein/hash.h, over the Threefish-1024 block of skein/threefish-opt64.h (shared by
 * every state size).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "skein/threefish-opt64.h"
#include "skein/hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  skein_hash(out, crypto_hash_BYTES, skein1024_iv1024, 16, in, inlen);
  return 0;
}
