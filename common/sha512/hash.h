/*
 * sha512/hash.h: SHA-384 and SHA-512 around a block function, FIPS 180-4 (NIST, 2015):
 * initial values 5.3.4 and 5.3.5, padding 5.1.2, output 6.4.2 (step 4) and 6.5.
 * The including file first includes one block function (sha512/blocks-ref.h, blocks-avx2.h ...),
 * which defines
 *   static void sha512_blocks(uint64_t h[8], const unsigned char *in, size_t nin,
 *                             const unsigned char *more, size_t nmore);
 * (the nin blocks at in, then the nmore blocks at more: the message's full blocks, then the
 * padded tail, in one call, so that sha512/blocks-avx2.h can overlap their schedules), and
 * the padding below is written once for every target and for both output lengths.
 * Constant time: the only branches depend on the message length, which is public.
 * Public domain (CC0).
 */
#ifndef SHA512_HASH_H
#define SHA512_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "compiler/bytes.h"

static const uint64_t sha512_iv[8] = {
  0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
  0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL
};

static const uint64_t sha384_iv[8] = {
  0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL, 0x9159015a3070dd17ULL, 0x152fecd8f70e5939ULL,
  0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL, 0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL
};

/* out = the first outlen bytes (48 or 64: a multiple of 8) of the digest of in[0..inlen-1]
   from state iv. out may overlap in: the whole input is read before out is written. */
static void sha512_hash(unsigned char *out, size_t outlen, const uint64_t iv[8],
                        const unsigned char *in, unsigned long long inlen)
{
  unsigned char last[256];
  uint64_t h[8];
  unsigned long long bits = inlen << 3;
  size_t rest = (size_t) (inlen & 127), lastlen = rest < 112 ? 128 : 256, i;

  memcpy(h, iv, sizeof h);
  /* the tail, the 1 bit, zeros, and the bit length 8 * inlen as a 128-bit big-endian number
     (low half inlen << 3, high half inlen >> 61): one or two blocks */
  if (rest > 0) memcpy(last, in + (inlen - rest), rest);
  last[rest] = 0x80;
  memset(last + rest + 1, 0, lastlen - 16 - rest - 1);
  bytes_store_be64(last + lastlen - 16, inlen >> 61);
  bytes_store_be64(last + lastlen - 8, bits);
  sha512_blocks(h, in, (size_t) (inlen >> 7), last, lastlen / 128);

  for (i = 0; i < outlen / 8; ++i) bytes_store_be64(out + 8 * i, h[i]);
}

#endif
