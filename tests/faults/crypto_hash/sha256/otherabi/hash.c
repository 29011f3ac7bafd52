/* fault fixture: for another ABI only (its architectures file); built and run here, it would
   fail try, since it is not SHA-256 */
#include "crypto_hash.h"
#include "../../../toy.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  toy_hash(out, in, inlen);
  return 0;
}
