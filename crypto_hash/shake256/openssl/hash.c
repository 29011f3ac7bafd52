/*
 * crypto_hash/shake256/openssl: SHAKE256 from OpenSSL's libcrypto, as a peer to measure our
 * implementations against; the output length is crypto_hash_BYTES, as in SUPERCOP.
 * Specified in FIPS 202 (2015); the EVP calls are shared, in keccak/openssl-evp.h.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "keccak/openssl-evp.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  return keccak_openssl(out, crypto_hash_BYTES, "SHAKE256", 1, in, inlen);
}
