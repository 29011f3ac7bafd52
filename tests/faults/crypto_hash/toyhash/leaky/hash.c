/* fault fixture: claims constant time but branches on a secret input byte (TIMECOP must fail
   it); otherwise the same function as ../constant */
#include "crypto_hash.h"
#include "../../../toy.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  volatile int work = 0;
  toy_hash(out, in, inlen);
  if (inlen > 0 && (in[0] & 1)) work = 1;        /* the leak: a branch on a secret byte */
  (void) work;
  return 0;
}
