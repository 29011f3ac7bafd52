/*
 * romulus/n.h: Romulus-N, the nonce-based mode of Romulus over SKINNY-128-384+:
 *   #include "skinny128/rows.h"     (or another SKINNY-128-384+ with its interface)
 *   #include "romulus/n.h"
 * The AD is absorbed in pairs of blocks: the first XORed into the state, the second as TK2 of
 * an encryption (domain 8); the nonce is TK2 of every other encryption. Each message block is
 * c = G(S) ^ m while S absorbs m, then S is enciphered; the tag is G(S).
 * Specified in "Romulus v1.3", NIST LWC finalist (2021), section 2.6 (Algorithm Romulus-N).
 * Constant time: lengths are the only values branched on or used as indexes; the tag check
 * reveals one bit, declassified. Outputs may be the same buffers as inputs.
 * Public domain (CC0).
 */
#ifndef ROMULUS_N_H
#define ROMULUS_N_H

#include "romulus/tbc.h"

/* The AD into s, ending with the nonce encryption; returns nothing, s holds the state. */
static void romulus_n_ad(unsigned char s[16], const unsigned char *ad, unsigned long long adlen,
                         const skinny128_schedule *key, const skinny128_schedule *nk)
{
  unsigned char b[16];
  uint64_t cnt = 1;
  unsigned d;
  for (; adlen > 32; ad += 32, adlen -= 32) {
    romulus_xor(s, ad, 16);
    cnt = romulus_next(cnt);
    romulus_encipher_tweak(s, cnt, 8, key, ad + 16);
    cnt = romulus_next(cnt);
  }
  /* the last one or two blocks (an empty AD is one empty block) */
  d = adlen % 16 == 0 && adlen > 0 ? 0x18 : 0x1a;   /* last block full, or padded */
  romulus_pad(b, ad, adlen < 16 ? (unsigned) adlen : 16);
  romulus_xor(s, b, 16);
  cnt = romulus_next(cnt);
  if (adlen > 16) {
    romulus_pad(b, ad + 16, (unsigned) adlen - 16);
    romulus_encipher_tweak(s, cnt, 8, key, b);
    cnt = romulus_next(cnt);
  }
  romulus_encipher(s, cnt, d, nk);
}

/* The message: out = G(S) ^ in, S absorbs the plaintext (in, or out when decrypting). */
static void romulus_n_crypt(unsigned char s[16], unsigned char *out, const unsigned char *in,
                            unsigned long long len, const skinny128_schedule *nk, int decrypting)
{
  unsigned char g[16], m[16];
  uint64_t cnt = romulus_next(1);
  unsigned n;
  if (len == 0) {
    romulus_encipher(s, cnt, 0x15, nk);
    return;
  }
  for (; len > 16; in += 16, out += 16, len -= 16, cnt = romulus_next(cnt)) {
    romulus_crypt_block(s, out, in, decrypting);
    romulus_encipher(s, cnt, 0x04, nk);
  }
  n = (unsigned) len;                    /* the last block, 1 to 16 bytes */
  romulus_g(g, s);
  romulus_xor(g, in, n);
  romulus_pad(m, decrypting ? g : in, n);
  memcpy(out, g, n);
  romulus_xor(s, m, 16);
  romulus_encipher(s, cnt, n == 16 ? 0x14 : 0x15, nk);
}

static void romulus_n(unsigned char tag[16], unsigned char *out, const unsigned char *in,
                      unsigned long long len, const unsigned char *ad, unsigned long long adlen,
                      const unsigned char *npub, const unsigned char *k, int decrypting)
{
  skinny128_schedule key, nk;
  unsigned char s[16];
  romulus_key(&key, k);
  romulus_tweak(&nk, &key, npub);
  memset(s, 0, sizeof s);
  romulus_n_ad(s, ad, adlen, &key, &nk);
  romulus_n_crypt(s, out, in, len, &nk, decrypting);
  romulus_g(tag, s);
}

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen,
                        const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *nsec, const unsigned char *npub, const unsigned char *k)
{
  (void) nsec;
  romulus_n(c + mlen, c, m, mlen, ad, adlen, npub, k, 0);
  *clen = mlen + ROMULUS_TAGBYTES;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  unsigned char tag[16];
  (void) nsec;
  if (clen < ROMULUS_TAGBYTES) return -1;
  clen -= ROMULUS_TAGBYTES;
  romulus_n(tag, m, c, clen, ad, adlen, npub, k, 1);
  if (romulus_differ(tag, c + clen, ROMULUS_TAGBYTES)) {
    memset(m, 0, clen);                 /* release no plaintext of a forgery */
    return -1;
  }
  *mlen = clen;
  return 0;
}

#endif
