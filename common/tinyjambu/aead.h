/*
 * tinyjambu/aead.h: the TinyJAMBU v2 authenticated-encryption mode, written once for
 * TinyJAMBU-128, -192 and -256 (the key length is api.h's) and every permutation:
 *   #include "tinyjambu/permutation-ref.h"    (or another tinyjambu/permutation-*.h)
 *   #include "tinyjambu/aead.h"
 * 96-bit nonce, 64-bit tag; the state takes 32 bits of input per permutation call.
 * Specified in H. Wu, T. Huang, "TinyJAMBU: A Family of Lightweight Authenticated Encryption
 * Algorithms (Version 2)", NIST lightweight cryptography finalist (2021), section 3.
 * P_640 between nonce and AD words; the key set-up, each message word and the first tag word
 * take P_1024, P_1152 or P_1280 (64 steps per key word, plus 768).
 * Constant time: lengths are the only values branched on or used as indexes; the tag check
 * reveals one bit (accept or reject), declassified before it is branched on.
 * Every input word is read before the output word over it is written, so outputs may be the
 * same buffers as inputs. Public domain (CC0).
 */
#ifndef TINYJAMBU_AEAD_H
#define TINYJAMBU_AEAD_H

#include <string.h>
#include "crypto_aead.h"
#include "crypto_declassify.h"
#include "crypto_uint32.h"
#include "tinyjambu/state.h"

#define TINYJAMBU_SHORT 5                          /* P_640: 5 x 128 steps */
#define TINYJAMBU_LONG (TINYJAMBU_KEYWORDS / 2 + 6)   /* P_1024, P_1152, P_1280 */
#define TINYJAMBU_TAGBYTES 8

/* The frame bits, added to state bits 36..38 before each permutation call. */
enum { TINYJAMBU_NONCE = 0x10, TINYJAMBU_AD = 0x30, TINYJAMBU_TEXT = 0x50, TINYJAMBU_TAG = 0x70 };

static void tinyjambu_initialize(uint32_t s[4], const struct tinyjambu_key *key,
                                 const unsigned char *npub)
{
  int i;
  s[0] = s[1] = s[2] = s[3] = 0;
  tinyjambu_permute(s, key, TINYJAMBU_LONG);
  for (i = 0; i < 3; ++i) {
    s[1] ^= TINYJAMBU_NONCE;
    tinyjambu_permute(s, key, TINYJAMBU_SHORT);
    s[3] ^= bytes_load_le32(npub + 4 * i);
  }
}

static void tinyjambu_absorb_ad(uint32_t s[4], const struct tinyjambu_key *key,
                                const unsigned char *ad, unsigned long long adlen)
{
  unsigned last = (unsigned) (adlen % 4);
  for (; adlen >= 4; ad += 4, adlen -= 4) {
    s[1] ^= TINYJAMBU_AD;
    tinyjambu_permute(s, key, TINYJAMBU_SHORT);
    s[3] ^= bytes_load_le32(ad);
  }
  if (last > 0) {
    s[1] ^= TINYJAMBU_AD;
    tinyjambu_permute(s, key, TINYJAMBU_SHORT);
    s[3] ^= tinyjambu_load_partial(ad, last);
    s[1] ^= last;                       /* the length of a partial word */
  }
}

/* The message words: decrypting, the plaintext word is made first and absorbed the same way. */
static void tinyjambu_crypt(uint32_t s[4], const struct tinyjambu_key *key, unsigned char *out,
                            const unsigned char *in, unsigned long long len, int decrypting)
{
  unsigned last = (unsigned) (len % 4);
  uint32_t w, m;
  for (; len >= 4; in += 4, out += 4, len -= 4) {
    s[1] ^= TINYJAMBU_TEXT;
    tinyjambu_permute(s, key, TINYJAMBU_LONG);
    w = bytes_load_le32(in);
    m = decrypting ? s[2] ^ w : w;
    s[3] ^= m;
    bytes_store_le32(out, s[2] ^ w);
  }
  if (last > 0) {
    s[1] ^= TINYJAMBU_TEXT;
    tinyjambu_permute(s, key, TINYJAMBU_LONG);
    w = tinyjambu_load_partial(in, last);
    m = decrypting ? (s[2] ^ w) & (~(uint32_t) 0 >> (32 - 8 * last)) : w;
    s[3] ^= m;
    tinyjambu_store_partial(out, s[2] ^ w, last);
    s[1] ^= last;
  }
}

static void tinyjambu_tag(uint32_t s[4], const struct tinyjambu_key *key, uint32_t tag[2])
{
  s[1] ^= TINYJAMBU_TAG;
  tinyjambu_permute(s, key, TINYJAMBU_LONG);
  tag[0] = s[2];
  s[1] ^= TINYJAMBU_TAG;
  tinyjambu_permute(s, key, TINYJAMBU_SHORT);
  tag[1] = s[2];
}

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen,
                        const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *nsec, const unsigned char *npub, const unsigned char *k)
{
  struct tinyjambu_key key;
  uint32_t s[4], tag[2];
  (void) nsec;
  tinyjambu_load_key(&key, k);
  tinyjambu_initialize(s, &key, npub);
  tinyjambu_absorb_ad(s, &key, ad, adlen);
  tinyjambu_crypt(s, &key, c, m, mlen, 0);
  tinyjambu_tag(s, &key, tag);
  bytes_store_le32(c + mlen, tag[0]);
  bytes_store_le32(c + mlen + 4, tag[1]);
  *clen = mlen + TINYJAMBU_TAGBYTES;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  struct tinyjambu_key key;
  uint32_t s[4], tag[2], reject;
  (void) nsec;
  if (clen < TINYJAMBU_TAGBYTES) return -1;
  clen -= TINYJAMBU_TAGBYTES;
  tinyjambu_load_key(&key, k);
  tinyjambu_initialize(s, &key, npub);
  tinyjambu_absorb_ad(s, &key, ad, adlen);
  tinyjambu_crypt(s, &key, m, c, clen, 1);
  tinyjambu_tag(s, &key, tag);
  reject = crypto_uint32_nonzero_01((tag[0] ^ bytes_load_le32(c + clen))
                                    | (tag[1] ^ bytes_load_le32(c + clen + 4)));
  crypto_declassify(&reject, sizeof reject);
  if (reject) {
    memset(m, 0, clen);                 /* release no plaintext of a forgery */
    return -1;
  }
  *mlen = clen;
  return 0;
}

#endif
