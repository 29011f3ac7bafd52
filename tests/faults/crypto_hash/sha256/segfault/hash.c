/* fault fixture: crashes */
#include "crypto_hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  volatile unsigned char *nowhere = 0;
  (void) in;
  (void) inlen;
  out[0] = *nowhere;
  return 0;
}
