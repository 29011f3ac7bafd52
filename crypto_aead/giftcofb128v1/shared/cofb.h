/*
 * cofb.h: the GIFT-COFB mode (COmbined FeedBack) over GIFT-128, written once for every
 * implementation of giftcofb128v1, which includes a GIFT-128 first:
 *   #include "gift128/bitsliced.h"       (or gift128/fixsliced.h)
 *   #include "../shared/cofb.h"
 * 128-bit key, nonce, block and tag. Each block X is enciphered to Y; the next input is
 * G(Y) ^ block ^ (L || 0^64), where G(Y1 || Y2) = Y2 || (Y1 <<< 1) and the 64-bit mask L is
 * doubled in GF(2^64) (x^64 + x^4 + x^3 + x + 1) between blocks and tripled (once for a full,
 * twice for a padded last block) at the end of the AD and of the message.
 * Specified in "GIFT-COFB v1.1", NIST LWC finalist (2021), section 2.4.
 * Constant time: lengths are the only values branched on or used as indexes; the tag check
 * reveals one bit, declassified before it is branched on. Each input block is read before the
 * output block over it is written, so outputs may be the same buffers as inputs.
 * Public domain (CC0).
 */
#ifndef GIFTCOFB_COFB_H
#define GIFTCOFB_COFB_H

#include <string.h>
#include "crypto_aead.h"
#include "crypto_declassify.h"
#include "crypto_uint64.h"
#include "compiler/bytes.h"

#define COFB_TAGBYTES 16

/* A block as two big-endian 64-bit halves, hi = bytes 0..7. */
typedef struct {
  uint64_t hi, lo;
} cofb_block;

/* len <= 16 bytes, zeros after them. */
static cofb_block cofb_load_bytes(const unsigned char *p, unsigned len)
{
  unsigned char b[16];
  cofb_block x;
  if (len < 16) {
    memset(b, 0, sizeof b);
    memcpy(b, p, len);
    p = b;
  }
  x.hi = bytes_load_be64(p);
  x.lo = bytes_load_be64(p + 8);
  return x;
}

/* The first len < 16 bytes of x kept, the rest zero. */
static cofb_block cofb_truncate(cofb_block x, unsigned len)
{
  uint64_t all = ~(uint64_t) 0;
  x.hi &= len >= 8 ? all : len == 0 ? 0 : all << (64 - 8 * len);
  x.lo &= len <= 8 ? 0 : all << (128 - 8 * len);
  return x;
}

/* The padding of a block of len < 16 bytes: 0x80 right after them (then zeros). */
static cofb_block cofb_pad(cofb_block x, unsigned len)
{
  if (len < 8) x.hi ^= (uint64_t) 0x80 << (56 - 8 * len);
  else if (len < 16) x.lo ^= (uint64_t) 0x80 << (120 - 8 * len);
  return x;
}

/* len <= 16 bytes; a short block padded. */
static cofb_block cofb_load(const unsigned char *p, unsigned len)
{
  return cofb_pad(cofb_load_bytes(p, len), len);
}

static void cofb_store(unsigned char *p, cofb_block x, unsigned len)
{
  unsigned char b[16];
  unsigned char *q = len < 16 ? b : p;
  bytes_store_be64(q, x.hi);
  bytes_store_be64(q + 8, x.lo);
  if (len < 16) memcpy(p, b, len);
}

static void cofb_encipher(cofb_block *y, const gift128_roundkeys *rk)
{
  uint32_t s[4];
  s[0] = (uint32_t) (y->hi >> 32); s[1] = (uint32_t) y->hi;
  s[2] = (uint32_t) (y->lo >> 32); s[3] = (uint32_t) y->lo;
  gift128_encrypt(s, rk);
  y->hi = (uint64_t) s[0] << 32 | s[1];
  y->lo = (uint64_t) s[2] << 32 | s[3];
}

static inline uint64_t cofb_double(uint64_t l)
{
  return l << 1 ^ (-(l >> 63) & 27);
}

static inline uint64_t cofb_triple(uint64_t l)
{
  return l ^ cofb_double(l);
}

/* Y becomes E(G(Y) ^ block ^ (L || 0)). */
static void cofb_feedback(cofb_block *y, cofb_block block, uint64_t l, const gift128_roundkeys *rk)
{
  uint64_t y1 = y->hi;
  y->hi = y->lo ^ block.hi ^ l;
  y->lo = (y1 << 1 | y1 >> 63) ^ block.lo;
  cofb_encipher(y, rk);
}

/* One message block of len <= 16 bytes: out = Y ^ in, then Y is fed back with the plaintext
   (in when encrypting, out when decrypting), padded if short. */
static void cofb_message_block(cofb_block *y, unsigned char *out, const unsigned char *in,
                               unsigned len, uint64_t l, const gift128_roundkeys *rk,
                               int decrypting)
{
  cofb_block x = cofb_load_bytes(in, len), o, m;
  o.hi = x.hi ^ y->hi;
  o.lo = x.lo ^ y->lo;
  m = decrypting ? (len < 16 ? cofb_truncate(o, len) : o) : x;
  cofb_store(out, o, len);
  cofb_feedback(y, cofb_pad(m, len), l, rk);
}

/* Nonce, AD and message (encrypted or decrypted into out): y ends as the tag. */
static void cofb_crypt(cofb_block *y, unsigned char *out, const unsigned char *in,
                       unsigned long long len, const unsigned char *ad, unsigned long long adlen,
                       const unsigned char *npub, const unsigned char *k, int decrypting)
{
  gift128_roundkeys rk;
  uint64_t l;

  gift128_schedule(&rk, k);
  *y = cofb_load(npub, 16);
  cofb_encipher(y, &rk);
  l = y->hi;

  for (; adlen > 16; ad += 16, adlen -= 16) {
    l = cofb_double(l);
    cofb_feedback(y, cofb_load(ad, 16), l, &rk);
  }
  l = cofb_triple(l);
  if (adlen < 16) l = cofb_triple(l);   /* a padded (or empty) last AD block */
  if (len == 0) l = cofb_triple(cofb_triple(l));
  cofb_feedback(y, cofb_load(ad, (unsigned) adlen), l, &rk);
  if (len == 0) return;

  for (; len > 16; in += 16, out += 16, len -= 16) {
    l = cofb_double(l);
    cofb_message_block(y, out, in, 16, l, &rk, decrypting);
  }
  l = cofb_triple(l);
  if (len < 16) l = cofb_triple(l);
  cofb_message_block(y, out, in, (unsigned) len, l, &rk, decrypting);
}

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen,
                        const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *nsec, const unsigned char *npub, const unsigned char *k)
{
  cofb_block tag;
  (void) nsec;
  cofb_crypt(&tag, c, m, mlen, ad, adlen, npub, k, 0);
  cofb_store(c + mlen, tag, COFB_TAGBYTES);
  *clen = mlen + COFB_TAGBYTES;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  cofb_block tag;
  uint64_t reject;
  (void) nsec;
  if (clen < COFB_TAGBYTES) return -1;
  clen -= COFB_TAGBYTES;
  cofb_crypt(&tag, m, c, clen, ad, adlen, npub, k, 1);
  reject = crypto_uint64_nonzero_01((tag.hi ^ bytes_load_be64(c + clen))
                                    | (tag.lo ^ bytes_load_be64(c + clen + 8)));
  crypto_declassify(&reject, sizeof reject);
  if (reject) {
    memset(m, 0, clen);                 /* release no plaintext of a forgery */
    return -1;
  }
  *mlen = clen;
  return 0;
}

#endif
