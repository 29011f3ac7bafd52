/*
 * sha256/openssl.h: SHA-224 and SHA-256 from OpenSSL's libcrypto (FIPS 180-4), for the
 * openssl implementations of crypto_hash/sha224 and sha256 (their libs file says -lcrypto).
 * Which call: OpenSSL 3.0's one-shot SHA256() and EVP_Digest() fetch the algorithm from a
 * provider on every call, 750 TSC ticks for an 8-byte message on Zen 4, where the
 * SHA256_Init/Update/Final family (deprecated since 3.0, present in every 3.x) calls the block
 * function directly: 130 ticks. Long messages run at the same speed (SHA-NI) either way.
 * So this uses that family, and EVP_Digest() where OpenSSL was built without it.
 * Constant time: OpenSSL's SHA-2 code has no branch or memory index that depends on the data.
 * Public domain (CC0).
 */
#ifndef SHA256_OPENSSL_H
#define SHA256_OPENSSL_H

#if defined(__has_include)
#if !__has_include(<openssl/sha.h>)
#error "needs OpenSSL's libcrypto and its headers (Debian: libssl-dev)"
#endif
#endif

#define OPENSSL_SUPPRESS_DEPRECATED     /* the SHA256_Init family, on purpose (see above) */
#include <stddef.h>
#include <openssl/evp.h>
#include <openssl/sha.h>

/* out = SHA-224 (bits = 224) or SHA-256 (bits = 256) of in; 0 on success, -1 if OpenSSL fails */
static int sha256_openssl(unsigned char *out, int bits, const unsigned char *in,
                          unsigned long long inlen)
{
#ifndef OPENSSL_NO_DEPRECATED_3_0
  SHA256_CTX c;
  if (!(bits == 224 ? SHA224_Init(&c) : SHA256_Init(&c))) return -1;
  if (!SHA256_Update(&c, in, (size_t) inlen)) return -1;
  return SHA256_Final(out, &c) ? 0 : -1;    /* SHA224_Final is SHA256_Final */
#else
  return EVP_Digest(in, (size_t) inlen, out, NULL, bits == 224 ? EVP_sha224() : EVP_sha256(),
                    NULL) ? 0 : -1;
#endif
}

#endif
