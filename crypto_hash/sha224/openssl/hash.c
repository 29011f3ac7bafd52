/*
 * crypto_hash/sha224/openssl: SHA-224 (FIPS 180-4) from OpenSSL's libcrypto, to compare with;
 * the call is in common/sha256/openssl.h, shared with sha256.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "sha256/openssl.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  return sha256_openssl(out, 224, in, inlen);
}
