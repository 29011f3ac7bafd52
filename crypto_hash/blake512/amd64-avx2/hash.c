/*
 * crypto_hash/blake512/amd64-avx2: BLAKE-512 for amd64 with AVX2.
 * BLAKE-512 is specified in "SHA-3 proposal BLAKE" (J.-P. Aumasson, L. Henzen, W. Meier,
 * R. C.-W. Phan), version 1.3 (2010, the final round: 16 rounds). The rounds
 * (common/blake/rounds64.h, with the AVX2 rotations of rounds64-avx2.h) are shared with BLAKE2;
 * the compression function (common/blake/blake512-vec.h) and the padding (blake512-hash.h) with
 * BLAKE-64 (14 rounds).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake/rounds64-avx2.h"
#include "blake/blake512-vec.h"
#include "blake/blake512-hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  blake512_hash(out, in, inlen, 16);
  return 0;
}
