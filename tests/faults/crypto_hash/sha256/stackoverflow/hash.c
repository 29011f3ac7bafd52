/* fault fixture: needs 128 MB of stack, beyond the sandbox's 64 MB (mceliece keeps 2 MB) */
#include <string.h>
#include "crypto_hash.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  volatile unsigned char big[128 << 20];
  unsigned long long i;
  for (i = 0; i < sizeof big; i += 4096) big[i] = (unsigned char) i;
  memset(out, big[inlen % sizeof big], 32);
  (void) in;
  return 0;
}
