/*
 * crypto_stream/chacha20/openssl: ChaCha20 through OpenSSL's EVP_chacha20 (libcrypto), to
 * measure a widely deployed implementation beside ours on the same harness.
 * EVP_chacha20's 16-byte IV is the last four state words: word 12 (the block counter) and
 * words 13-15 (its "nonce"). SUPERCOP's ChaCha20 (Bernstein's original) has a 64-bit counter
 * in words 12-13 and the 8-byte nonce in 14-15, so the IV 0^4 || 0^4 || nonce gives the same
 * state; OpenSSL carries counter overflow from word 12 into word 13, so the keystreams agree
 * for every length this API can ask for.
 * Public domain (CC0).
 */
#include <string.h>
#include <openssl/evp.h>
#include "crypto_stream.h"

/* c[0..len) = m XOR keystream; m = 0 for the keystream alone (then c is zeroed and encrypted
   in place, after the key and nonce were copied into the context: c may overlap them). */
static int chacha20_evp(unsigned char *c, const unsigned char *m, unsigned long long len,
                        const unsigned char *n, const unsigned char *k)
{
  unsigned char iv[16] = { 0 };
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  int ok, outlen;
  if (!ctx) return -1;
  memcpy(iv + 8, n, 8);
  ok = EVP_EncryptInit_ex(ctx, EVP_chacha20(), 0, k, iv);
  if (!m) {
    memset(c, 0, len);
    m = c;
  }
  while (ok && len > 0) {
    /* EVP lengths are int: whole 2^30-byte pieces keep the counter running across calls */
    int take = len > (1 << 30) ? 1 << 30 : (int) len;
    ok = EVP_EncryptUpdate(ctx, c, &outlen, m, take) && outlen == take;
    c += take;
    m += take;
    len -= (unsigned long long) take;
  }
  EVP_CIPHER_CTX_free(ctx);
  return ok ? 0 : -1;
}

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  return chacha20_evp(c, 0, clen, n, k);
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  return chacha20_evp(c, m, mlen, n, k);
}
