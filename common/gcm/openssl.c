/*
 * gcm/openssl.c: crypto_aead_encrypt and crypto_aead_decrypt for AES-GCM with a 12-byte nonce
 * and a 16-byte tag appended (crypto_aead/aes128gcmv1, aes256gcmv1) through OpenSSL's
 * libcrypto, EVP aes-128-gcm or aes-256-gcm by the primitive's key size. A yardstick, not a
 * primitive of ours: the EVP context lives on the heap, and OpenSSL picks its code (AES-NI and
 * PCLMULQDQ, VAES and VPCLMULQDQ, or tables) by the machine, so the implementations using this
 * file claim nothing about constant time. Public domain (CC0).
 */
#if defined(__has_include)
#if !__has_include(<openssl/evp.h>)
#error "needs OpenSSL's headers (openssl/evp.h)"
#endif
#endif

#include <string.h>
#include <openssl/evp.h>
#include "crypto_aead.h"

static const EVP_CIPHER *gcm_openssl_cipher(void)
{
#if crypto_aead_KEYBYTES == 16
  return EVP_aes_128_gcm();
#else
  return EVP_aes_256_gcm();
#endif
}

/* EVP counts in int: the data in pieces of at most 2^30 bytes */
static int gcm_openssl_update(EVP_CIPHER_CTX *ctx, unsigned char *out,
                              const unsigned char *in, unsigned long long len)
{
  while (len > 0) {
    int chunk = len > (1 << 30) ? 1 << 30 : (int) len, outlen;
    if (EVP_CipherUpdate(ctx, out, &outlen, in, chunk) != 1) return 0;
    if (out) out += chunk;
    in += chunk;
    len -= (unsigned long long) chunk;
  }
  return 1;
}

/* out = in encrypted or decrypted; the key and nonce are copied into the context and ad is
   absorbed before out is written, so out may equal any input */
static EVP_CIPHER_CTX *gcm_openssl_start(int encrypt, const unsigned char *ad,
                                         unsigned long long adlen, const unsigned char *npub,
                                         const unsigned char *k)
{
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  if (ctx && EVP_CipherInit_ex(ctx, gcm_openssl_cipher(), 0, k, npub, encrypt) == 1
      && gcm_openssl_update(ctx, 0, ad, adlen))
    return ctx;
  EVP_CIPHER_CTX_free(ctx);
  return 0;
}

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen, const unsigned char *m,
                        unsigned long long mlen, const unsigned char *ad,
                        unsigned long long adlen, const unsigned char *nsec,
                        const unsigned char *npub, const unsigned char *k)
{
  EVP_CIPHER_CTX *ctx = gcm_openssl_start(1, ad, adlen, npub, k);
  int outlen, ok = ctx && gcm_openssl_update(ctx, c, m, mlen)
                   && EVP_EncryptFinal_ex(ctx, c + mlen, &outlen) == 1
                   && EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, 16, c + mlen) == 1;
  (void) nsec;
  EVP_CIPHER_CTX_free(ctx);
  *clen = mlen + 16;
  return ok ? 0 : -1;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  unsigned char tag[16];
  EVP_CIPHER_CTX *ctx;
  int outlen, ok;
  (void) nsec;
  if (clen < 16) return -1;
  clen -= 16;
  memcpy(tag, c + clen, 16);
  ctx = gcm_openssl_start(0, ad, adlen, npub, k);
  ok = ctx && EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_SET_TAG, 16, tag) == 1
       && gcm_openssl_update(ctx, m, c, clen)
       && EVP_DecryptFinal_ex(ctx, m + clen, &outlen) == 1;
  EVP_CIPHER_CTX_free(ctx);
  if (!ok) {
    memset(m, 0, clen);                 /* release no plaintext of a forgery */
    return -1;
  }
  *mlen = clen;
  return 0;
}
