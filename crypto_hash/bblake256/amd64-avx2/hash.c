/*
 * crypto_hash/bblake256/amd64-avx2: bblake256 (two BLAKE-256 streams over alternate 64-byte
 * blocks, then BLAKE-256 of their digests) for amd64 with AVX2. The construction is in
 * ../shared/bblake.h; the two streams run at once, one per 128-bit lane, in
 * ../shared/pairs-vec.h; the rounds (common/blake/rounds32.h and rounds32-avx2.h) and the
 * single-stream BLAKE-256 for the ends (blake256-vec.h, blake256-hash.h) are shared with
 * crypto_hash/blake256. BLAKE-256 is specified in "SHA-3 proposal BLAKE" version 1.3 (2010).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake/rounds32-avx2.h"
#include "blake/blake256-vec.h"
#include "blake/blake256-hash.h"
#include "../shared/pairs-vec.h"
#include "../shared/bblake.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  bblake256_hash(out, in, inlen);
  return 0;
}
