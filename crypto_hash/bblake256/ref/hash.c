/*
 * crypto_hash/bblake256/ref: bblake256 (two BLAKE-256 streams over alternate 64-byte blocks,
 * then BLAKE-256 of their digests) in portable C. The construction is in ../shared/bblake.h;
 * BLAKE-256 ("SHA-3 proposal BLAKE" version 1.3, 2010) in common/blake/.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake/blake256-ref.h"
#include "blake/blake256-hash.h"

/* ref has no two-lane kernel: the streams take turns */
static void bblake256_pairs(uint32_t h0[8], uint32_t h1[8], const unsigned char *in,
                            size_t npairs, uint64_t t)
{
  for (; npairs > 0; --npairs, in += 128, t += 64) {
    blake256_blocks(h0, in, 1, t, 14);
    blake256_blocks(h1, in + 64, 1, t, 14);
  }
}

#include "../shared/bblake.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  bblake256_hash(out, in, inlen);
  return 0;
}
