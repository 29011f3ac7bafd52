/*
 * gcm/aead.c: SUPERCOP's crypto_aead_encrypt and crypto_aead_decrypt for AES-GCM with a
 * 12-byte nonce and a 16-byte tag appended to the ciphertext (crypto_aead/aes128gcmv1,
 * aes256gcmv1), over the kernel the including implementation chose:
 *   GCM_CRYPT(out, in, len, ad, adlen, npub, k, keybytes, decrypt, tag)
 *     out = in XOR the keystream; tag = the tag of the ciphertext (in when decrypting).
 * Decryption writes the plaintext while it hashes the ciphertext and wipes it if the tag does
 * not match; the comparison is constant time and only its verdict is declassified. The key
 * size is the primitive's.
 * Public domain (CC0).
 */
#include "crypto_aead.h"
#include "crypto_declassify.h"

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen, const unsigned char *m,
                        unsigned long long mlen, const unsigned char *ad,
                        unsigned long long adlen, const unsigned char *nsec,
                        const unsigned char *npub, const unsigned char *k)
{
  unsigned char tag[16];
  int i;
  (void) nsec;
  GCM_CRYPT(c, m, mlen, ad, adlen, npub, k, crypto_aead_KEYBYTES, 0, tag);
  for (i = 0; i < 16; ++i) c[mlen + i] = tag[i];
  *clen = mlen + 16;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  unsigned char tag[16], received[16];
  unsigned long long len, i;
  unsigned diff = 0;
  (void) nsec;
  if (clen < 16) return -1;
  len = clen - 16;
  for (i = 0; i < 16; ++i) received[i] = c[len + i];   /* before m, which may be c, changes */
  GCM_CRYPT(m, c, len, ad, adlen, npub, k, crypto_aead_KEYBYTES, 1, tag);
  for (i = 0; i < 16; ++i) diff |= (unsigned) (tag[i] ^ received[i]);
  crypto_declassify(&diff, sizeof diff);      /* the verdict is public, not the tag */
  if (diff) {
    for (i = 0; i < len; ++i) m[i] = 0;
    return -1;
  }
  *mlen = len;
  return 0;
}
