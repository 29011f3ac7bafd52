/* fault fixture: crypto_stream reads the nonce as it writes the keystream, so it cannot
   write over its nonce (n=s overlap). SUPERCOP checks the overlaps of crypto_stream_xor only:
   it passes try, with a trywarning */
#include "crypto_stream.h"
#include "../../../toystream.h"

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  unsigned char key[32];
  unsigned long long i;
  for (i = 0; i < 32; ++i) key[i] = k[i];
  for (i = 0; i < clen; ++i) c[i] = toy_stream_byte(key, n, i);     /* the fault: n read late */
  return 0;
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  toy_stream_xor(c, m, mlen, n, k);
  return 0;
}
