/* fault fixture: does not compile */
#include "crypto_hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  return this is not C;
}
