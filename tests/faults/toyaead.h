/* toyaead.h: a small deterministic AEAD (no security at all) for the fault fixtures: the
   message XOR a pad of key and nonce, then a 16-byte tag of the associated data and the
   message. Public domain (CC0). */
#ifndef TOYAEAD_H
#define TOYAEAD_H

/* key and nonce are copied first, so outputs may overwrite any input */
struct toy { unsigned char k[16], n[16]; };

static void toy_setup(struct toy *t, const unsigned char *k, const unsigned char *n)
{
  int i;
  for (i = 0; i < 16; ++i) {
    t->k[i] = k[i];
    t->n[i] = n[i];
  }
}

static unsigned char toy_pad(const struct toy *t, unsigned long long i)
{
  return (unsigned char) (t->k[i % 16] ^ t->n[(i * 7) % 16] ^ (i * 29));
}

static void toy_tag_ad(unsigned char tag[16], const unsigned char *ad, unsigned long long adlen)
{
  unsigned long long i;
  for (i = 0; i < 16; ++i) tag[i] = 0;
  for (i = 0; i < adlen; ++i) tag[i % 16] ^= ad[i];
}

static void toy_tag_byte(unsigned char tag[16], unsigned long long i, unsigned char m)
{
  tag[i % 16] = (unsigned char) (tag[i % 16] * 3 + m);
}

/* the fixtures' encryption, the same for all of them (crypto_aead.h comes first) */
int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen, const unsigned char *m,
                        unsigned long long mlen, const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *nsec, const unsigned char *npub, const unsigned char *k)
{
  unsigned char tag[16];
  unsigned long long i;
  struct toy t;
  (void) nsec;
  toy_setup(&t, k, npub);
  toy_tag_ad(tag, ad, adlen);
  for (i = 0; i < mlen; ++i) {
    unsigned char x = m[i];
    toy_tag_byte(tag, i, x);
    c[i] = x ^ toy_pad(&t, i);
  }
  for (i = 0; i < 16; ++i) c[mlen + i] = tag[i];
  *clen = mlen + 16;
  return 0;
}

#endif
