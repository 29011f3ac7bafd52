/*
 * kat-aead.c: official vectors for crypto_aead: NIST LWC KATs (Key, Nonce, PT, AD, CT with
 * the tag appended) and CAVP GCM (Key, IV, PT, AAD, CT, Tag). Each record: encryption gives
 * CT, decryption gives PT back, and a changed ciphertext is rejected. Records whose key,
 * nonce or tag length differs from the primitive's do not apply.
 * Public domain (CC0).
 */
#include <string.h>
#include "cb.h"
#include "kat.h"

#define P cb_primitive
#define MAXLEN (1 << 16)

static unsigned char key[256], npub[256], m[MAXLEN], ad[MAXLEN], c[MAXLEN + 256], t[MAXLEN + 256];

static long field(const struct kat_record *r, const char *a, const char *b, unsigned char *x, long cap)
{
  const char *v = kat_get(r, a);
  if (!v && b) v = kat_get(r, b);
  return v ? kat_bytes(v, x, cap) : 0;
}

int kat_aead(const struct kat_record *r)
{
  unsigned long long clen, tlen;
  long mlen, adlen, taglen, ctlen;
  unsigned char tag[256];
  if (!kat_get(r, "CT") || kat_get(r, "FAIL")) return 0;
  if (field(r, "Key", 0, key, sizeof key) != P.size[0]) return 0;
  if (field(r, "Nonce", "IV", npub, sizeof npub) != P.size[2]) return 0;
  mlen = field(r, "PT", "Plaintext", m, MAXLEN);
  adlen = field(r, "AD", "AAD", ad, MAXLEN);
  ctlen = field(r, "CT", 0, t, MAXLEN + 256);
  taglen = field(r, "Tag", 0, tag, sizeof tag);
  if (mlen < 0 || adlen < 0 || ctlen < 0 || taglen < 0) kat_fail(r, "a field is not hex");
  if (ctlen + taglen != mlen + P.size[3]) return 0;  /* another tag length */
  P.aead_encrypt(c, &clen, m, (unsigned long long) mlen, ad, (unsigned long long) adlen, 0, npub, key);
  if ((long) clen != ctlen + taglen) kat_fail(r, "ciphertext length %llu, expected %ld", clen, ctlen + taglen);
  kat_expect(r, "CT", c, ctlen);
  if (taglen) kat_expect(r, "Tag", c + ctlen, taglen);
  if (P.aead_decrypt(t, &tlen, 0, c, clen, ad, (unsigned long long) adlen, npub, key))
    kat_fail(r, "decryption rejects the vector's ciphertext");
  if ((long) tlen != mlen || memcmp(t, m, (size_t) mlen)) kat_fail(r, "decryption does not give PT back");
  c[clen - 1] ^= 1;
  if (!P.aead_decrypt(t, &tlen, 0, c, clen, ad, (unsigned long long) adlen, npub, key))
    kat_fail(r, "decryption accepts a changed ciphertext");
  return 1;
}
