/*
 * crypto_hash/groestl256/amd64-vaes: Groestl-256 (round 3, "tweaked") for amd64 with VAES
 * and AVX2: P and Q side by side, rows j and j + 4 of each per 256-bit register, SubBytes
 * by VAESENCLAST.
 * Specified in "Groestl - a SHA-3 candidate" version 2.0.1 (Gauravaram, Knudsen, Matusiewicz,
 * Mendel, Rechberger, Schlaeffer, Thomsen, 2011); the padding lives once, in
 * common/groestl/hash.h, over groestl/perm256-vaes.h.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "groestl/perm256-vaes.h"
#include "groestl/hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  groestl_hash(out, crypto_hash_BYTES, 8, in, inlen);
  return 0;
}
