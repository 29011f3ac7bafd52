/* fault fixture: no fault; claims constant time and has no secret-dependent branch or index
   (TIMECOP must pass it) */
#include "crypto_hash.h"
#include "../../../toy.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  toy_hash(out, in, inlen);
  return 0;
}
