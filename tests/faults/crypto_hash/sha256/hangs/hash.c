/* fault fixture: never returns */
#include "crypto_hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  volatile int spin = 1;
  (void) out;
  (void) in;
  (void) inlen;
  while (spin) continue;
  return 0;
}
