/*
 * keccak/openssl-evp.h: SHA-3 and SHAKE through OpenSSL's libcrypto (EVP), shared by the
 * `openssl` implementations, which measure the system library beside our code.
 * The hashes are specified in FIPS 202 (2015); OpenSSL computes them. The implementation's
 * `libs` file says -lcrypto, so the harness skips it where libcrypto does not link.
 * Not claimed constant time (no goal files): the code running is OpenSSL's, not ours.
 * Public domain (CC0).
 */
#ifndef KECCAK_OPENSSL_EVP_H
#define KECCAK_OPENSSL_EVP_H

#include <stddef.h>
#include <openssl/evp.h>
#include <openssl/opensslv.h>

/* Looked up once: OpenSSL 3 fetches the algorithm again on every EVP_DigestInit_ex given
   EVP_sha3_256() (about 500 cycles here, a third of the cost of hashing 64 bytes). */
static const EVP_MD *keccak_openssl_md;

/* out = outlen bytes of the digest `name` ("SHA3-256", "SHAKE128" ...) of in; xof: SHAKE,
   whose output length is the caller's. 0 on success, -1 when OpenSSL fails. */
static int keccak_openssl(unsigned char *out, size_t outlen, const char *name, int xof,
                          const unsigned char *in, unsigned long long inlen)
{
  EVP_MD_CTX *ctx;
  int ok;

  if (!keccak_openssl_md) {
#if OPENSSL_VERSION_MAJOR >= 3
    keccak_openssl_md = EVP_MD_fetch(NULL, name, NULL);
#else
    keccak_openssl_md = EVP_get_digestbyname(name);
#endif
    if (!keccak_openssl_md) return -1;
  }
  ctx = EVP_MD_CTX_new();  /* libcrypto allocates; there is no EVP call without a context */
  if (!ctx) return -1;
  ok = EVP_DigestInit_ex(ctx, keccak_openssl_md, NULL) && EVP_DigestUpdate(ctx, in, (size_t) inlen)
       && (xof ? EVP_DigestFinalXOF(ctx, out, outlen) : EVP_DigestFinal_ex(ctx, out, NULL));
  EVP_MD_CTX_free(ctx);
  return ok ? 0 : -1;
}

#endif
