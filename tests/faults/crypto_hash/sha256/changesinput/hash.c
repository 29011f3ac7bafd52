/* fault fixture: changes its input */
#include "crypto_hash.h"
#include "../../../toy.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  toy_hash(out, in, inlen);
  if (inlen > 0) ((unsigned char *) in)[inlen - 1] ^= 1;
  return 0;
}
