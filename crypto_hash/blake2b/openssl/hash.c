/*
 * crypto_hash/blake2b/openssl: BLAKE2b-512 (RFC 7693, unkeyed) through OpenSSL's
 * EVP_blake2b512, a widely deployed implementation to measure beside ours. The EVP call is
 * shared with blake2s, in common/blake2/evp.h.
 * Not marked constant time: libcrypto is not ours to check (TIMECOP still runs it).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "blake2/evp.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  return blake2_evp(out, EVP_blake2b512(), in, inlen);
}
