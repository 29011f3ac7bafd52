/* fixture: the toy AEAD (../../../toyaead.h) whose decryption uses the whole clen-byte buffer
   it is given for the message: it deciphers the tag's bytes too before it compares the tag.
   SUPERCOP allows that (its guard sits at the end of those clen bytes): it must pass try. */
#include "crypto_aead.h"
#include "../../../toyaead.h"

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen, const unsigned char *ad,
                        unsigned long long adlen, const unsigned char *npub, const unsigned char *k)
{
  unsigned char given[16], tag[16], diff = 0;
  unsigned long long i, len;
  struct toy t;
  (void) nsec;
  if (clen < 16) return -1;
  len = clen - 16;
  for (i = 0; i < 16; ++i) given[i] = c[len + i];
  toy_setup(&t, k, npub);
  toy_tag_ad(tag, ad, adlen);
  for (i = 0; i < clen; ++i) m[i] = c[i] ^ toy_pad(&t, i);     /* all clen bytes */
  for (i = 0; i < len; ++i) toy_tag_byte(tag, i, m[i]);
  for (i = 0; i < 16; ++i) diff |= (unsigned char) (tag[i] ^ given[i]);
  if (diff) {
    for (i = 0; i < len; ++i) m[i] = 0;
    return -1;
  }
  *mlen = len;
  return 0;
}
