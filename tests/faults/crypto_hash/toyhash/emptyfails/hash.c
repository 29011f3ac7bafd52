/* fault fixture: returns -1 for the empty message only, a length SUPERCOP's random ones do
   not draw: it passes try, and the calls at the edge lengths give a trywarning */
#include "crypto_hash.h"
#include "../../../toy.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  if (inlen == 0) return -1;
  toy_hash(out, in, inlen);
  return 0;
}
