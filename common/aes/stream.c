/*
 * aes/stream.c: SUPERCOP's crypto_stream and crypto_stream_xor for AES in counter mode over
 * the kernel the including implementation chose:
 *   AES_XOR(c, m, len, n, k, keybytes, layout)  c = m XOR keystream, m = 0 for the keystream
 *   AES_COUNTER                                  AES_COUNTER_BE128 or AES_COUNTER_ESTREAM
 * The key size is the primitive's (16, 24 or 32 bytes), the nonce is 16 bytes.
 * Public domain (CC0).
 */
#include "crypto_stream.h"

/* one call site for the kernel, so that compilers inline it with constant key size and layout */
static int aes_stream(unsigned char *c, const unsigned char *m, unsigned long long len,
                      const unsigned char *n, const unsigned char *k)
{
  AES_XOR(c, m, len, n, k, crypto_stream_KEYBYTES, AES_COUNTER);
  return 0;
}

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  return aes_stream(c, 0, clen, n, k);
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  return aes_stream(c, m, mlen, n, k);
}
