/*
 * sha256/hash.h: SHA-224 and SHA-256 around a block function, FIPS 180-4 (NIST, 2015):
 * initial values 5.3.2 and 5.3.3, padding 5.1.1, output 6.2.2 (step 4) and 6.3.
 * The including file first includes one block function (sha256/blocks-ref.h, blocks-shani.h),
 * which defines
 *   static void sha256_blocks(uint32_t h[8], const unsigned char *in, size_t nblocks);
 * so the padding below is written once for every target and for both output lengths.
 * Constant time: the only branches depend on the message length, which is public.
 * Public domain (CC0).
 */
#ifndef SHA256_HASH_H
#define SHA256_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "compiler/bytes.h"

static const uint32_t sha256_iv[8] = {
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
};

static const uint32_t sha224_iv[8] = {
  0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4
};

/* out = the first outlen bytes (28 or 32: a multiple of 4) of the digest of in[0..inlen-1]
   from state iv. out may overlap in: the whole input is read before out is written. */
static void sha256_hash(unsigned char *out, size_t outlen, const uint32_t iv[8],
                        const unsigned char *in, unsigned long long inlen)
{
  unsigned char last[128];
  uint32_t h[8];
  unsigned long long bits = inlen << 3;
  size_t rest = (size_t) (inlen & 63), lastlen = rest < 56 ? 64 : 128, i;

  memcpy(h, iv, sizeof h);
  if (inlen >= 64) sha256_blocks(h, in, (size_t) (inlen >> 6));

  /* the tail, the 1 bit, zeros, and the 64-bit big-endian bit length: one or two blocks */
  if (rest > 0) memcpy(last, in + (inlen - rest), rest);
  last[rest] = 0x80;
  memset(last + rest + 1, 0, lastlen - 8 - rest - 1);
  bytes_store_be32(last + lastlen - 8, (uint32_t) (bits >> 32));
  bytes_store_be32(last + lastlen - 4, (uint32_t) bits);
  sha256_blocks(h, last, lastlen / 64);

  for (i = 0; i < outlen / 4; ++i) bytes_store_be32(out + 4 * i, h[i]);
}

#endif
