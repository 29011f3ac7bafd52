/*
 * crypto_stream/amastrid/ref: AMASTRID 1.1.0 in counter mode as SUPERCOP's ref measures it
 * (CounterMode with a 32-byte key, 32-byte blocks, 3 iterations): the nonce is not used.
 * The cipher: amastrid.h. Not constant time. Public domain (CC0).
 */
#include "crypto_stream.h"
#include "../shared/amastrid.h"

static void amastrid_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                         const unsigned char *k)
{
  amastrid a;
  uint32_t ctr[AMASTRID_WORDS], w[AMASTRID_WORDS];
  int i;

  amastrid_setup(&a, k, 32);
  amastrid_iv(&a, ctr);
  while (len > 0) {
    int take = len < 4 * AMASTRID_WORDS ? (int) len : 4 * AMASTRID_WORDS;
    for (i = 0; i < AMASTRID_WORDS; ++i) w[i] = ctr[i];
    amastrid_encrypt(&a, w);
    for (i = 0; i < AMASTRID_WORDS && ++ctr[i] == 0; ++i) {} /* carry into the next word */
    for (i = 0; i < take; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ w[i / 4] >> 8 * (i % 4));
    c += take;
    if (m) m += take;
    len -= (unsigned long long) take;
  }
}

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  (void) n;
  amastrid_xor(c, 0, clen, k);
  return 0;
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  (void) n;
  amastrid_xor(c, m, mlen, k);
  return 0;
}
