/* fault fixture: claims constant time but branches on a mask of its AVX-512 step's secret
   bytes (TIMECOP, through harness/timecop-avx512.h, must fail it); otherwise ../constant512 */
#include "crypto_hash.h"
#include "../../../toy.h"
#include "../../../toy512.h"

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  volatile int work = 0;
  toy_hash(out, in, inlen);
  if (_mm512_movepi8_mask(toy512_finish(out)) & 1) work = 1;   /* the leak */
  (void) work;
  return 0;
}
