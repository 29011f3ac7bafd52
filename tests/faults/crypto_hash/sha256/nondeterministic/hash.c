/* fault fixture: a different result on every other call */
#include "crypto_hash.h"
#include "../../../toy.h"

static int calls;

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  toy_hash(out, in, inlen);
  out[0] ^= (unsigned char) (++calls & 1);
  return 0;
}
