/*
 * ocelot/stream.c: SUPERCOP's crypto_stream and crypto_stream_xor for OCELOT1 or OCELOT2
 * (ocelot/ocelot.h) as SUPERCOP's ref measures them: a 32-byte key, a state of 8 words, no
 * nonce, the generator's words as little-endian bytes. The including file defines
 * OCELOT_VERSION (1 or 2).
 * Not constant time (ocelot/ops.h). Public domain (CC0).
 */
#include "crypto_stream.h"
#include "ocelot/ocelot.h"

static void ocelot_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                       const unsigned char *k)
{
  ocelot o;
  uint32_t w;
  int i;

  ocelot_setup(&o, k, 32, 8, OCELOT_VERSION == 2);
  while (len > 0) {
    int take = len < 4 ? (int) len : 4;
    w = ocelot_next(&o, 0);
    for (i = 0; i < take; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ w >> 8 * i);
    c += take;
    if (m) m += take;
    len -= (unsigned long long) take;
  }
}

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  (void) n;
  ocelot_xor(c, 0, clen, k);
  return 0;
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  (void) n;
  ocelot_xor(c, m, mlen, k);
  return 0;
}
