/*
 * aes/openssl.c: crypto_stream and crypto_stream_xor for AES in counter mode with a 128-bit
 * big-endian counter (AES_COUNTER_BE128 of aes/ctr.h) through OpenSSL's libcrypto: EVP
 * aes-128-ctr, aes-192-ctr or aes-256-ctr by the primitive's key size. A yardstick, not a
 * primitive of ours: OpenSSL allocates its cipher context on the heap, as every EVP caller
 * must, and its choice of code (AES-NI, vector permute or tables) depends on the machine, so
 * the implementations using this file claim nothing about constant time.
 * Public domain (CC0).
 */
#if defined(__has_include)
#if !__has_include(<openssl/evp.h>)
#error "needs OpenSSL's headers (openssl/evp.h)"
#endif
#endif

#include <string.h>
#include <openssl/evp.h>
#include "crypto_stream.h"

static const EVP_CIPHER *aes_openssl_cipher(void)
{
#if crypto_stream_KEYBYTES == 16
  return EVP_aes_128_ctr();
#elif crypto_stream_KEYBYTES == 24
  return EVP_aes_192_ctr();
#else
  return EVP_aes_256_ctr();
#endif
}

/* c = m XOR keystream, m = 0 for the keystream alone; c may equal m, n or k (the context takes
   its copies of n and k before c is written) */
static int aes_openssl_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                           const unsigned char *n, const unsigned char *k)
{
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  int ok = ctx && EVP_EncryptInit_ex(ctx, aes_openssl_cipher(), 0, k, n) == 1;
  if (ok && !m) {
    memset(c, 0, len);
    m = c;
  }
  while (ok && len > 0) {                     /* EVP counts in int: at most 2^30 bytes a call */
    int chunk = len > (1 << 30) ? 1 << 30 : (int) len, outlen;
    ok = EVP_EncryptUpdate(ctx, c, &outlen, m, chunk) == 1 && outlen == chunk;
    c += chunk;
    m += chunk;
    len -= (unsigned long long) chunk;
  }
  EVP_CIPHER_CTX_free(ctx);
  return ok ? 0 : -1;
}

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  return aes_openssl_xor(c, 0, clen, n, k);
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  return aes_openssl_xor(c, m, mlen, n, k);
}
