/*
 * salsa20/stream.c: SUPERCOP's crypto_stream and crypto_stream_xor for Salsa20 (32-byte key,
 * 8-byte nonce, block counter from 0) and XSalsa20 (24-byte nonce), over the kernel the
 * including implementation chose:
 *   SALSA20_XOR(c, m, len, n, k, rounds)  c = m XOR keystream, m = 0 for the keystream alone
 *   SALSA20_ROUNDS                        20, 12 or 8
 *   XSALSA20                              defined for XSalsa20 ("Extending the Salsa20
 *                                         nonce", 2011): HSalsa20 of the key and nonce bytes
 *                                         0..15 is the key of Salsa20 with nonce bytes 16..23
 * Public domain (CC0).
 */
#include "crypto_stream.h"
#include "salsa20/core.h"

static void salsa20_api_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                            const unsigned char *n, const unsigned char *k)
{
#ifdef XSALSA20
  unsigned char subkey[32];
  hsalsa20(subkey, n, k, SALSA20_ROUNDS);  /* reads n and k before c is written: c may overlap */
  SALSA20_XOR(c, m, len, n + 16, subkey, SALSA20_ROUNDS);
#else
  SALSA20_XOR(c, m, len, n, k, SALSA20_ROUNDS);
#endif
}

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  salsa20_api_xor(c, 0, clen, n, k);
  return 0;
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  salsa20_api_xor(c, m, mlen, n, k);
  return 0;
}
