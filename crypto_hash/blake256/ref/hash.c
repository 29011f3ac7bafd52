/*
 * crypto_hash/blake256/ref: BLAKE-256 in portable C.
 * BLAKE-256 is specified in "SHA-3 proposal BLAKE" (J.-P. Aumasson, L. Henzen, W. Meier,
 * R. C.-W. Phan), version 1.3 (2010, the final SHA-3 round: 14 rounds); the compression function
 * and the padding live once, in common/blake/, shared with BLAKE-32 (10 rounds).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake/blake256-ref.h"
#include "blake/blake256-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake256_hash(out, in, inlen, 14);
  return 0;
}
