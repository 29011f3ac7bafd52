/*
 * estream/stream.c: SUPERCOP's crypto_stream and crypto_stream_xor over an eSTREAM-style
 * cipher, the way SUPERCOP's ECRYPT wrapper drives it: key setup and IV setup once, then the
 * message in calls of at most 65536 bytes. Within a call the cipher makes whole blocks of
 * keystream; a block cut by the end of the call is used in part and the rest dropped, so
 * ciphers whose block does not divide 65536 (Sosemanuk's 80 bytes, LEX's 40) restart their
 * block grid at each 64 KB, exactly as SUPERCOP computes them.
 * The including implementation defines, before including this file:
 *   ESTREAM_STATE                          its state type
 *   ESTREAM_BLOCKBYTES                     bytes of keystream one block call produces
 *   estream_setup(ESTREAM_STATE *, k, n)   key and IV setup; reads all of k and n (c may overlap them)
 *   estream_blocks(ESTREAM_STATE *, c, m, nblocks)
 *                                          c = m XOR the next nblocks blocks of keystream;
 *                                          m = 0: the keystream alone (c and m may be equal)
 * or, for a cipher with its own idea of a call (CryptMT), ESTREAM_CALL(st, c, m, len), one
 * call of len <= 65536 bytes, in place of the blocks.
 * Public domain (CC0).
 */
#include "crypto_stream.h"

#define ESTREAM_CALLBYTES 65536

#ifndef ESTREAM_CALL
/* One call: whole blocks, then the tail from one more block. */
static void estream_call(ESTREAM_STATE *st, unsigned char *c, const unsigned char *m,
                         unsigned long long len)
{
  unsigned char ks[ESTREAM_BLOCKBYTES];
  unsigned long long whole = len / ESTREAM_BLOCKBYTES, i;

  if (whole) estream_blocks(st, c, m, whole);
  len -= whole * ESTREAM_BLOCKBYTES;
  if (len == 0) return;
  c += whole * ESTREAM_BLOCKBYTES;
  estream_blocks(st, ks, 0, 1);
  if (m) {
    m += whole * ESTREAM_BLOCKBYTES;
    for (i = 0; i < len; ++i) c[i] = m[i] ^ ks[i];
  } else {
    for (i = 0; i < len; ++i) c[i] = ks[i];
  }
}
#define ESTREAM_CALL estream_call
#endif

static void estream_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                        const unsigned char *n, const unsigned char *k)
{
  ESTREAM_STATE st;
  estream_setup(&st, k, n);
  while (len > ESTREAM_CALLBYTES) {
    ESTREAM_CALL(&st, c, m, ESTREAM_CALLBYTES);
    c += ESTREAM_CALLBYTES;
    if (m) m += ESTREAM_CALLBYTES;
    len -= ESTREAM_CALLBYTES;
  }
  ESTREAM_CALL(&st, c, m, len);
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
