/*
 * crypto_hash/groestl512/ref: Groestl-512 (round 3, "tweaked") in portable C, bit-sliced and
 * constant time (the S-box is the AES S-box as a circuit, no table).
 * Specified in "Groestl - a SHA-3 candidate" version 2.0.1 (Gauravaram, Knudsen, Matusiewicz,
 * Mendel, Rechberger, Schlaeffer, Thomsen, 2011); the padding lives once, in
 * common/groestl/hash.h, over the bit-sliced permutations of groestl/perm-bitslice.h
 * (shared by both sizes).
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "groestl/perm-bitslice.h"
#include "groestl/hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  groestl_hash(out, crypto_hash_BYTES, 16, in, inlen);
  return 0;
}
