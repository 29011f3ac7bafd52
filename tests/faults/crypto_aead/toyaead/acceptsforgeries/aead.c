/* fault fixture: a toy AEAD (../../../toyaead.h) whose decryption never checks the tag, so it
   accepts forged ciphertexts. Public domain (CC0). */
#include "crypto_aead.h"
#include "../../../toyaead.h"

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen, const unsigned char *ad,
                        unsigned long long adlen, const unsigned char *npub, const unsigned char *k)
{
  unsigned long long i;
  struct toy t;
  (void) nsec;
  (void) ad;
  (void) adlen;
  if (clen < 16) return -1;
  toy_setup(&t, k, npub);
  for (i = 0; i < clen - 16; ++i) m[i] = c[i] ^ toy_pad(&t, i);
  *mlen = clen - 16;
  return 0;                      /* the fault: the tag is never compared */
}
