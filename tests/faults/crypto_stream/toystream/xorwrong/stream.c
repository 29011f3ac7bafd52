/* fault fixture: crypto_stream_xor writes a keystream one byte off into c, then XORs the
   message in (which also breaks m=c overlap). SUPERCOP checks the match with crypto_stream
   before the overlaps: `crypto_stream_xor does not match crypto_stream` */
#include "crypto_stream.h"
#include "../../../toystream.h"

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  unsigned long long i;
  for (i = 0; i < clen; ++i) c[i] = 0;
  toy_stream_xor(c, c, clen, n, k);
  return 0;
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  unsigned long long i;
  for (i = 0; i < mlen; ++i) c[i] = toy_stream_byte(k, n, i + 1);    /* the fault: i + 1 */
  for (i = 0; i < mlen; ++i) c[i] ^= m[i];
  return 0;
}
