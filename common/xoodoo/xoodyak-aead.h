/*
 * xoodoo/xoodyak-aead.h: Xoodyak's authenticated encryption (the Cyclist mode in keyed mode,
 * as the submission's crypto_aead uses it), written once over any xoodoo/permutation-*.h,
 * which the including file includes first.
 * Specified in J. Daemen, S. Hoffert, M. Peeters, G. Van Assche, R. Van Keer, "Xoodyak, a
 * lightweight cryptographic scheme" (NIST LWC round-3 submission, 2020), section 2.2
 * (Algorithms 2-4) and section 3 (the AEAD): Cyclist(K, id = N, counter empty), Absorb(AD),
 * Encrypt(M), Squeeze(16 bytes of tag).
 * Keyed mode: absorbing takes Rkin = 44 bytes a block, encryption Rkout = 24. Each Down adds
 * its block, the padding byte 1 after it and a color byte Cd into the state's last byte; each
 * Up adds a color byte Cu there, then permutes. Absorbing the key (with the nonce as id) uses
 * Cd = 2, the associated data's first block Cd = 3, encryption's first Up Cu = 0x80, the
 * tag's Up Cu = 0x40; every other color is 0. Absorb and Encrypt each make at least one
 * block, so empty data still costs one permutation each.
 * 128-bit key, nonce and tag. Constant time: lengths are the only values branched on or used
 * as indexes; the tag check reveals one bit, declassified before it is branched on.
 * Outputs may overlap inputs (each block is read before it is written; key and nonce are
 * absorbed first), so api.h does not set CRYPTO_NOOVERLAP.
 * Public domain (CC0).
 */
#ifndef XOODYAK_AEAD_H
#define XOODYAK_AEAD_H

#include <string.h>
#include "crypto_aead.h"
#include "crypto_declassify.h"
#include "crypto_uint32.h"
#include "compiler/bytes.h"

#define XOODYAK_RKIN 44
#define XOODYAK_RKOUT 24
#define XOODYAK_LAST 47                    /* the byte colors are added into */
#define XOODYAK_TAGBYTES 16

static inline void xoodyak_xor_byte(uint32_t a[12], unsigned i, unsigned char b)
{
  a[i / 4] ^= (uint32_t) b << (8 * (i % 4));
}

static inline unsigned char xoodyak_byte(const uint32_t a[12], unsigned i)
{
  return (unsigned char) (a[i / 4] >> (8 * (i % 4)));
}

/* Down: the block X (len bytes, len < 48), its padding and the color Cd */
static void xoodyak_down(uint32_t a[12], const unsigned char *x, unsigned len, unsigned char cd)
{
  unsigned i = 0;
  for (; i + 4 <= len; i += 4) a[i / 4] ^= bytes_load_le32(x + i);
  for (; i < len; ++i) xoodyak_xor_byte(a, i, x[i]);
  xoodyak_xor_byte(a, len, 1);
  xoodyak_xor_byte(a, XOODYAK_LAST, cd);
}

/* Up: the color Cu, then the permutation */
static void xoodyak_up(uint32_t a[12], unsigned char cu)
{
  xoodyak_xor_byte(a, XOODYAK_LAST, cu);
  xoodoo_permute(a);
}

/* out = in ^ the first len bytes of the state */
static void xoodyak_xor_out(const uint32_t a[12], unsigned char *out, const unsigned char *in,
                            unsigned len)
{
  unsigned i = 0;
  for (; i + 4 <= len; i += 4) bytes_store_le32(out + i, bytes_load_le32(in + i) ^ a[i / 4]);
  for (; i < len; ++i) out[i] = (unsigned char) (in[i] ^ xoodyak_byte(a, i));
}

/* Cyclist(K, N, empty) then Absorb(AD): the state after the last Down of the data */
static void xoodyak_start(uint32_t a[12], const unsigned char *k, const unsigned char *npub,
                          const unsigned char *ad, unsigned long long adlen)
{
  unsigned char kid[33];
  unsigned char cd = 3;
  unsigned len;
  memcpy(kid, k, 16);
  memcpy(kid + 16, npub, 16);
  kid[32] = 16;                            /* the length of the id */
  memset(a, 0, 12 * sizeof a[0]);
  xoodyak_down(a, kid, sizeof kid, 2);
  do {
    len = adlen < XOODYAK_RKIN ? (unsigned) adlen : XOODYAK_RKIN;
    xoodyak_up(a, 0);
    xoodyak_down(a, ad, len, cd);
    cd = 0;
    ad += len;
    adlen -= len;
  } while (adlen > 0);
}

/* Encrypt (decrypt = 0) or Decrypt: out = in ^ keystream, the plaintext absorbed */
static void xoodyak_crypt(uint32_t a[12], unsigned char *out, const unsigned char *in,
                          unsigned long long len, int decrypt)
{
  unsigned char p[XOODYAK_RKOUT];
  unsigned char cu = 0x80;
  unsigned n;
  do {
    n = len < XOODYAK_RKOUT ? (unsigned) len : XOODYAK_RKOUT;
    if (!decrypt) memcpy(p, in, n);        /* out may be in */
    xoodyak_up(a, cu);
    xoodyak_xor_out(a, out, in, n);
    if (decrypt) memcpy(p, out, n);
    xoodyak_down(a, p, n, 0);
    cu = 0;
    in += n;
    out += n;
    len -= n;
  } while (len > 0);
}

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen,
                        const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *nsec, const unsigned char *npub,
                        const unsigned char *k)
{
  uint32_t a[12];
  unsigned char tag[16];
  (void) nsec;
  xoodyak_start(a, k, npub, ad, adlen);
  xoodyak_crypt(a, c, m, mlen, 0);
  xoodyak_up(a, 0x40);
  memset(tag, 0, sizeof tag);
  xoodyak_xor_out(a, c + mlen, tag, XOODYAK_TAGBYTES);
  *clen = mlen + XOODYAK_TAGBYTES;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  uint32_t a[12], diff = 0, reject;
  unsigned char tag[16];
  int i;
  (void) nsec;
  if (clen < XOODYAK_TAGBYTES) return -1;
  clen -= XOODYAK_TAGBYTES;
  xoodyak_start(a, k, npub, ad, adlen);
  xoodyak_crypt(a, m, c, clen, 1);
  xoodyak_up(a, 0x40);
  xoodyak_xor_out(a, tag, c + clen, XOODYAK_TAGBYTES);  /* zero where the tags agree */
  for (i = 0; i < XOODYAK_TAGBYTES; ++i) diff |= tag[i];
  reject = crypto_uint32_nonzero_01(diff);
  crypto_declassify(&reject, sizeof reject);
  if (reject) {
    memset(m, 0, clen);                    /* release no plaintext of a forgery */
    return -1;
  }
  *mlen = clen;
  return 0;
}

#endif
