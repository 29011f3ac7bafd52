/*
 * Fixture (tests/supercop/README.md): XSalsa20 on SUPERCOP's subroutines crypto_core_hsalsa20
 * (the subkey) and crypto_core_salsa20 (the blocks), with the constant from sigma.S.
 * Public domain (CC0).
 */
#include "crypto_stream.h"
#include "crypto_core_hsalsa20.h"
#include "crypto_core_salsa20.h"

#define sigma CRYPTO_NAMESPACE(sigma)
extern const unsigned char sigma[16];

/* c = m XOR the keystream (m = 0: the keystream); n and k are read before c is written */
static void xsalsa20(unsigned char *c, const unsigned char *m, unsigned long long len,
                     const unsigned char *n, const unsigned char *k)
{
  unsigned char subkey[32], input[16] = {0}, block[64];
  unsigned long long i, take;

  crypto_core_hsalsa20(subkey, n, k, sigma);
  for (i = 0; i < 8; ++i) input[i] = n[16 + i];
  for (; len > 0; len -= take, c += take, m = m ? m + take : 0) {
    crypto_core_salsa20(block, input, subkey, sigma);
    for (i = 8; i < 16 && ++input[i] == 0; ++i) {}  /* the little-endian block counter */
    take = len < 64 ? len : 64;
    for (i = 0; i < take; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ block[i]);
  }
}

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  xsalsa20(c, 0, clen, n, k);
  return 0;
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  xsalsa20(c, m, mlen, n, k);
  return 0;
}
