/*
 * crypto_hash/blake512/ref: BLAKE-512 in portable C.
 * BLAKE-512 is specified in "SHA-3 proposal BLAKE" (J.-P. Aumasson, L. Henzen, W. Meier,
 * R. C.-W. Phan), version 1.3 (2010, the final SHA-3 round: 16 rounds); the compression function
 * and the padding live once, in common/blake/, shared with BLAKE-64 (14 rounds).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake/blake512-ref.h"
#include "blake/blake512-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake512_hash(out, in, inlen, 16);
  return 0;
}
