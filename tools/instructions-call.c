/*
 * tools/instructions-call.c: the program scripts/instructions counts under qemu-user: it calls
 * an implementation's function once at the message length given (crypto_hash; crypto_stream_xor;
 * crypto_aead_encrypt with no associated data), built with the implementation's work folder
 * (its include/ and obj/). OP_HASH, OP_STREAM or OP_AEAD says which. Public domain (CC0).
 */
#include <stdlib.h>
#if defined(OP_HASH)
#include "crypto_hash.h"
#elif defined(OP_STREAM)
#include "crypto_stream.h"
#elif defined(OP_AEAD)
#include "crypto_aead.h"
#endif

int main(int argc, char **argv)
{
  long long n = argc == 2 ? atoll(argv[1]) : -1;
  unsigned char *in, *out, key[256] = {1}, nonce[256] = {2};
  if (n < 0 || !(in = calloc((size_t) n + 1, 1)) || !(out = calloc((size_t) n + 256, 1))) return 2;
#if defined(OP_HASH)
  crypto_hash(out, in, (unsigned long long) n);
#elif defined(OP_STREAM)
  crypto_stream_xor(out, in, (unsigned long long) n, nonce, key);
#elif defined(OP_AEAD)
  {
    unsigned long long clen;
    crypto_aead_encrypt(out, &clen, in, (unsigned long long) n, 0, 0, 0, nonce, key);
  }
#endif
  (void) key; (void) nonce;
  return out[0] == 1 && out[1] == 2 && out[2] == 3;         /* the output is used */
}
