/*
 * A SUPERCOP-style folder that calls XKCP's libkeccak the way the Keccak team's own code does
 * (crypto_hash/sha3224/kcp/optimized1600AVX2): it declares KeccakWidth1600_Sponge itself,
 * outside the namespace, and includes none of libkeccak.a.headers/. In SUPERCOP the call
 * reaches libkeccak.a, linked into every program; here the harness library's copy
 * (include/libkeccak.a.src/). absorb.c uses the incremental API through SUPERCOP's
 * <libkeccak.a.headers/...> path. Public domain (CC0).
 */
#include <stddef.h>
#include "crypto_hash.h"
#include "absorb.h"

int KeccakWidth1600_Sponge(unsigned int rate, unsigned int capacity, const unsigned char *input,
                           size_t inputByteLen, unsigned char suffix, unsigned char *output,
                           size_t outputByteLen);

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  unsigned char once[crypto_hash_BYTES], again[crypto_hash_BYTES];
  int i, differ = 0;
  if (KeccakWidth1600_Sponge(1088, 512, in, (size_t) inlen, 0x06, once, crypto_hash_BYTES)) return -1;
  /* the same SHA3-256 through the incremental sponge, the message in pieces */
  if (sha3256_in_pieces(again, in, (size_t) inlen)) return -1;
  for (i = 0; i < crypto_hash_BYTES; ++i) differ |= once[i] ^ again[i];
  for (i = 0; i < crypto_hash_BYTES; ++i) out[i] = once[i];
  return differ ? -1 : 0;
}
