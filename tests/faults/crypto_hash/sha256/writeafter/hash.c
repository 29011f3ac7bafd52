/* fault fixture: writes one byte past its output */
#include "crypto_hash.h"
#include "../../../toy.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  toy_hash(out, in, inlen);
  out[crypto_hash_BYTES] ^= 0x55;
  return 0;
}
