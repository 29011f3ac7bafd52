/*
 * crypto_hash/groestl512/amd64-aesni: Groestl-512 (round 3, "tweaked") for amd64 with AES-NI
 * and SSSE3: a row of P or Q per register, SubBytes by AESENCLAST.
 * Specified in "Groestl - a SHA-3 candidate" version 2.0.1 (Gauravaram, Knudsen, Matusiewicz,
 * Mendel, Rechberger, Schlaeffer, Thomsen, 2011); the padding lives once, in
 * common/groestl/hash.h, over groestl/perm512-aesni.h.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "groestl/perm512-aesni.h"
#include "groestl/hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  groestl_hash(out, crypto_hash_BYTES, 16, in, inlen);
  return 0;
}
