/* fault fixture: a well-behaved function that is not SHA-256 (wrong checksum) */
#include "crypto_hash.h"
#include "../../../toy.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  toy_hash(out, in, inlen);
  return 0;
}
