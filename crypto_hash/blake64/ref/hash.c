/*
 * crypto_hash/blake64/ref: BLAKE-64 in portable C.
 * BLAKE-64 is specified in "SHA-3 proposal BLAKE" (J.-P. Aumasson, L. Henzen, W. Meier,
 * R. C.-W. Phan), version 1.0 (2008, the original submission: 14 rounds); the compression function
 * and the padding live once, in common/blake/, shared with BLAKE-512 (16 rounds).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake/blake512-ref.h"
#include "blake/blake512-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake512_hash(out, in, inlen, 14);
  return 0;
}
