/*
 * crypto_hash/sha512/openssl: SHA-512 (FIPS 180-4) from OpenSSL's libcrypto, to compare with;
 * the call is in common/sha512/openssl.h, shared with sha384.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "sha512/openssl.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  return sha512_openssl(out, 512, in, inlen);
}
