/*
 * Fixture (tests/supercop/README.md): SHA-256 (FIPS 180-4) on SUPERCOP's subroutine
 * crypto_hashblocks_sha256, with an api.h that includes params.h: the build must put the
 * folder on the include path of the glue too. Public domain (CC0).
 */
#include <string.h>
#include "crypto_hash.h"
#include "crypto_hashblocks_sha256.h"

static const unsigned char iv[32] = {
  0x6a,0x09,0xe6,0x67,0xbb,0x67,0xae,0x85,0x3c,0x6e,0xf3,0x72,0xa5,0x4f,0xf5,0x3a,
  0x51,0x0e,0x52,0x7f,0x9b,0x05,0x68,0x8c,0x1f,0x83,0xd9,0xab,0x5b,0xe0,0xcd,0x19
};

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  unsigned char h[32], last[128] = {0};
  unsigned long long bits = inlen << 3, rest, lastlen;
  int i;

  memcpy(h, iv, sizeof h);
  rest = (unsigned long long) crypto_hashblocks_sha256(h, in, inlen);  /* the bytes it left */
  memcpy(last, in + inlen - rest, rest);
  last[rest] = 0x80;
  lastlen = rest < 56 ? 64 : 128;
  for (i = 0; i < 8; ++i) last[lastlen - 1 - i] = (unsigned char) (bits >> 8 * i);
  crypto_hashblocks_sha256(h, last, lastlen);
  memcpy(out, h, crypto_hash_BYTES);
  return 0;
}
