/* fault fixture: folds what its output buffer held into the hash. A second call on copies
   sees the same old bytes (SUPERCOP's twin keeps them), so it is deterministic; written over
   its input it differs: SUPERCOP's verdict is `crypto_hash does not handle m=h overlap` */
#include "crypto_hash.h"
#include "../../../toy.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  unsigned char h[32];
  int i;
  toy_hash(h, in, inlen);
  for (i = 0; i < 32; ++i) out[i] ^= h[i];
  return 0;
}
