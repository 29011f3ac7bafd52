/*
 * crypto_hash/blake64/amd64-avx2: BLAKE-64 for amd64 with AVX2.
 * BLAKE-64 is specified in "SHA-3 proposal BLAKE" (J.-P. Aumasson, L. Henzen, W. Meier,
 * R. C.-W. Phan), version 1.0 (2008, the original submission: 14 rounds). The rounds
 * (common/blake/rounds64.h, with the AVX2 rotations of rounds64-avx2.h) are shared with BLAKE2;
 * the compression function (common/blake/blake512-vec.h) and the padding (blake512-hash.h) with
 * BLAKE-512 (16 rounds).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake/rounds64-avx2.h"
#include "blake/blake512-vec.h"
#include "blake/blake512-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake512_hash(out, in, inlen, 14);
  return 0;
}
