/* fault fixture: a toy AEAD (no security at all) whose decryption never checks the tag,
   so it accepts forged ciphertexts. Public domain (CC0). */
#include "crypto_aead.h"

/* key and nonce are copied first, so outputs may overwrite any input */
struct toy { unsigned char k[16], n[16]; };

static void setup(struct toy *t, const unsigned char *k, const unsigned char *n)
{
  int i;
  for (i = 0; i < 16; ++i) {
    t->k[i] = k[i];
    t->n[i] = n[i];
  }
}

static unsigned char pad(const struct toy *t, unsigned long long i)
{
  return (unsigned char) (t->k[i % 16] ^ t->n[(i * 7) % 16] ^ (i * 29));
}

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen, const unsigned char *m,
                        unsigned long long mlen, const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *nsec, const unsigned char *npub, const unsigned char *k)
{
  unsigned char tag[16] = { 0 };
  unsigned long long i;
  struct toy t;
  (void) nsec;
  setup(&t, k, npub);
  for (i = 0; i < adlen; ++i) tag[i % 16] ^= ad[i];
  for (i = 0; i < mlen; ++i) {
    unsigned char x = m[i];
    tag[i % 16] = (unsigned char) (tag[i % 16] * 3 + x);
    c[i] = x ^ pad(&t, i);
  }
  for (i = 0; i < 16; ++i) c[mlen + i] = tag[i];
  *clen = mlen + 16;
  return 0;
}

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
  setup(&t, k, npub);
  for (i = 0; i < clen - 16; ++i) m[i] = c[i] ^ pad(&t, i);
  *mlen = clen - 16;
  return 0;                      /* the fault: the tag is never compared */
}
