/*
 * crypto_hash/blake256/amd64-avx2: BLAKE-256 for amd64 with AVX2.
 * BLAKE-256 is specified in "SHA-3 proposal BLAKE" (J.-P. Aumasson, L. Henzen, W. Meier,
 * R. C.-W. Phan), version 1.3 (2010, the final round: 14 rounds). The rounds
 * (common/blake/rounds32.h, with the AVX2 rotations of rounds32-avx2.h) are shared with BLAKE2;
 * the compression function (common/blake/blake256-vec.h) and the padding (blake256-hash.h) with
 * BLAKE-32 (10 rounds).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake/rounds32-avx2.h"
#include "blake/blake256-vec.h"
#include "blake/blake256-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake256_hash(out, in, inlen, 14);
  return 0;
}
