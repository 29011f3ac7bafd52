/* fixture: correct, but says something on stderr the first time it runs (a debug line left
   in). SUPERCOP's try passes it (do-part reads stderr only when try fails): so must ours */
#include <stdio.h>
#include "crypto_hash.h"
#include "../../../toy.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  static int said;
  if (!said++) fprintf(stderr, "toyhash chatty: first call, %llu bytes\n", inlen);
  toy_hash(out, in, inlen);
  return 0;
}
