/* fault fixture: no fault; claims constant time, and its AVX-512 step looks up secret bytes
   only in a register (TIMECOP, through harness/timecop-avx512.h, must pass it) */
#include "crypto_hash.h"
#include "../../../toy.h"
#include "../../../toy512.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  toy_hash(out, in, inlen);
  toy512_finish(out);
  return 0;
}
