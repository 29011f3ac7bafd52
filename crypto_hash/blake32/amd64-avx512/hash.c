/*
 * crypto_hash/blake32/amd64-avx512: BLAKE-32 for amd64 with AVX-512 (F, VL).
 * BLAKE-32 is specified in "SHA-3 proposal BLAKE" (J.-P. Aumasson, L. Henzen, W. Meier,
 * R. C.-W. Phan), version 1.0 (2008, the original submission: 10 rounds). The rounds
 * (common/blake/rounds32.h, with the AVX-512 rotations of rounds32-avx512.h) are shared with
 * BLAKE2; the compression function (common/blake/blake256-vec.h) and the padding
 * (blake256-hash.h) with BLAKE-256 (14 rounds).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake/rounds32-avx512.h"
#include "blake/blake256-vec.h"
#include "blake/blake256-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake256_hash(out, in, inlen, 10);
  return 0;
}
