/*
 * estream/stream.c: SUPERCOP's crypto_stream and crypto_stream_xor over an eSTREAM-style
 * cipher, the way SUPERCOP's ECRYPT wrapper drives it: key setup and IV setup once, then the
 * keystream in one pass (SUPERCOP splits messages into 65536-byte calls, a multiple of every
 * block length here, so the keystream is simply the cipher's stream cut to length).
 * The including implementation defines, before including this file:
 *   ESTREAM_STATE                          its state type
 *   ESTREAM_BLOCKBYTES                     bytes of keystream one block call produces
 *   estream_setup(ESTREAM_STATE *, k, n)   key and IV setup; reads all of k and n (c may overlap them)
 *   estream_blocks(ESTREAM_STATE *, c, m, nblocks)
 *                                          c = m XOR the next nblocks blocks of keystream;
 *                                          m = 0: the keystream alone (c and m may be equal)
 * The tail of a message takes one more block, of which the unused bytes are dropped, as
 * the eSTREAM code does.
 * Public domain (CC0).
 */
#include "crypto_stream.h"

static void estream_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                        const unsigned char *n, const unsigned char *k)
{
  ESTREAM_STATE st;
  unsigned char ks[ESTREAM_BLOCKBYTES];
  unsigned long long whole = len / ESTREAM_BLOCKBYTES;
  unsigned long long i;

  estream_setup(&st, k, n);
  if (whole) estream_blocks(&st, c, m, whole);
  len -= whole * ESTREAM_BLOCKBYTES;
  if (len == 0) return;
  c += whole * ESTREAM_BLOCKBYTES;
  estream_blocks(&st, ks, 0, 1);
  if (m) {
    m += whole * ESTREAM_BLOCKBYTES;
    for (i = 0; i < len; ++i) c[i] = m[i] ^ ks[i];
  } else {
    for (i = 0; i < len; ++i) c[i] = ks[i];
  }
}

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  estream_xor(c, 0, clen, n, k);
  return 0;
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  estream_xor(c, m, mlen, n, k);
  return 0;
}
