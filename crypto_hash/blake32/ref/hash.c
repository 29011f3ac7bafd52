/*
 * crypto_hash/blake32/ref: BLAKE-32 in portable C.
 * BLAKE-32 is specified in "SHA-3 proposal BLAKE" (J.-P. Aumasson, L. Henzen, W. Meier,
 * R. C.-W. Phan), version 1.0 (2008, the original submission: 10 rounds); the compression function
 * and the padding live once, in common/blake/, shared with BLAKE-256 (14 rounds).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake/blake256-ref.h"
#include "blake/blake256-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake256_hash(out, in, inlen, 10);
  return 0;
}
