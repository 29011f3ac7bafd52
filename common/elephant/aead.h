/*
 * elephant/aead.h: the Elephant v2 authenticated-encryption mode, written once for Dumbo,
 * Jumbo and Delirium. The includer first includes the instance (elephant/dumbo.h, jumbo.h or
 * delirium.h), which gives ELEPHANT_BLOCK (bytes), elephant_permute(state) and the mask LFSR
 * elephant_lfsr(out, in); the tag length is api.h's.
 * Specified in T. Beyne, Y. L. Chen, C. Dobraunig, B. Mennink, "Elephant v2", NIST LWC
 * finalist (2021), section 2: encryption in counter mode under masks L, phi(L), phi^2(L), ...
 * (block i: P(N ^ m_i ^ m_{i+1}) ^ m_i ^ m_{i+1}), the tag over the padded nonce || AD and the
 * padded ciphertext, each block masked (AD block i with m_i, ciphertext block i with
 * m_i ^ m_{i+2}): a pass over the AD, then one over the text that keeps three masks.
 * Constant time: lengths are the only values branched on or used as indexes; the tag check
 * reveals one bit, declassified before it is branched on. The key, nonce and received tag are
 * copied first and each ciphertext block is kept before the output over it is written, so
 * buffers may overlap. Public domain (CC0).
 */
#ifndef ELEPHANT_AEAD_H
#define ELEPHANT_AEAD_H

#include <string.h>
#include "crypto_aead.h"
#include "verify/tag.h"

#define ELEPHANT_NONCE crypto_aead_NPUBBYTES
#define ELEPHANT_TAG crypto_aead_ABYTES

static inline void elephant_xor(unsigned char *d, const unsigned char *s, int n)
{
  int i;
  for (i = 0; i < n; ++i) d[i] ^= s[i];
}

/* Block j of prefix || x padded with 10*: the string's bytes, then 0x01 and zeros. The
   padded string always has (plen + xlen) / ELEPHANT_BLOCK + 1 blocks. */
static void elephant_block(unsigned char *out, const unsigned char *prefix, unsigned long long plen,
                           const unsigned char *x, unsigned long long xlen, unsigned long long j)
{
  unsigned long long p = j * ELEPHANT_BLOCK;
  int t;
  for (t = 0; t < ELEPHANT_BLOCK; ++t, ++p) {
    if (p < plen) out[t] = prefix[p];
    else if (p - plen < xlen) out[t] = x[p - plen];
    else out[t] = p - plen == xlen;
  }
}

/* buf = P(buf ^ mask) ^ mask */
static void elephant_masked(unsigned char *buf, const unsigned char *mask)
{
  elephant_xor(buf, mask, ELEPHANT_BLOCK);
  elephant_permute(buf);
  elephant_xor(buf, mask, ELEPHANT_BLOCK);
}

/* The tag's AD part: nonce || AD padded, block j > 0 under mask m_j, block 0 as it is. */
static void elephant_absorb_ad(unsigned char *tag, const unsigned char *key,
                               const unsigned char *nonce, const unsigned char *ad,
                               unsigned long long adlen)
{
  unsigned char mask[ELEPHANT_BLOCK], buf[ELEPHANT_BLOCK];
  unsigned long long nad = (ELEPHANT_NONCE + adlen) / ELEPHANT_BLOCK + 1, j;
  memcpy(mask, key, ELEPHANT_BLOCK);
  elephant_block(tag, nonce, ELEPHANT_NONCE, ad, adlen, 0);
  for (j = 1; j < nad; ++j) {
    elephant_lfsr(mask, mask);
    elephant_block(buf, nonce, ELEPHANT_NONCE, ad, adlen, j);
    elephant_masked(buf, mask);
    elephant_xor(tag, buf, ELEPHANT_BLOCK);
  }
}

/* The text: iteration i makes m_{i+1}, en- or decrypts block i under m_i ^ m_{i+1} and adds
   ciphertext block i - 1 (padded) to the tag under m_{i-1} ^ m_{i+1}. */
static void elephant_run(unsigned char *tag, unsigned char *out, const unsigned char *in,
                         unsigned long long len, const unsigned char *ad,
                         unsigned long long adlen, const unsigned char *npub,
                         const unsigned char *k, int decrypting)
{
  unsigned char key[ELEPHANT_BLOCK] = { 0 }, nonce[ELEPHANT_NONCE], mask[3][ELEPHANT_BLOCK];
  unsigned char buf[ELEPHANT_BLOCK], fresh[ELEPHANT_BLOCK], pending[ELEPHANT_BLOCK];
  unsigned char *prev = mask[0], *cur = mask[1], *next = mask[2], *t;
  unsigned long long ncipher = len / ELEPHANT_BLOCK + 1, i, off;
  int j, r;

  memcpy(key, k, crypto_aead_KEYBYTES);
  memcpy(nonce, npub, ELEPHANT_NONCE);
  elephant_permute(key);                               /* L = m_0 */
  elephant_absorb_ad(tag, key, nonce, ad, adlen);
  memcpy(cur, key, ELEPHANT_BLOCK);
  for (i = 0; i <= ncipher; ++i) {
    elephant_lfsr(next, cur);
    off = i * ELEPHANT_BLOCK;
    if (i < ncipher && decrypting) elephant_block(fresh, 0, 0, in, len, i);
    if (off < len) {
      memset(buf, 0, ELEPHANT_BLOCK);
      memcpy(buf, nonce, ELEPHANT_NONCE);
      for (j = 0; j < ELEPHANT_BLOCK; ++j) cur[j] ^= next[j];
      elephant_masked(buf, cur);
      for (j = 0; j < ELEPHANT_BLOCK; ++j) cur[j] ^= next[j];
      r = len - off < ELEPHANT_BLOCK ? (int) (len - off) : ELEPHANT_BLOCK;
      for (j = 0; j < r; ++j) out[off + j] = in[off + j] ^ buf[j];
    }
    if (i < ncipher && !decrypting) elephant_block(fresh, 0, 0, out, len, i);
    if (i > 0) {
      for (j = 0; j < ELEPHANT_BLOCK; ++j) prev[j] ^= next[j];
      elephant_masked(pending, prev);
      elephant_xor(tag, pending, ELEPHANT_BLOCK);
    }
    memcpy(pending, fresh, ELEPHANT_BLOCK);
    t = prev;
    prev = cur;
    cur = next;
    next = t;
  }
  elephant_masked(tag, key);
}

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen,
                        const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *nsec, const unsigned char *npub, const unsigned char *k)
{
  unsigned char tag[ELEPHANT_BLOCK];
  (void) nsec;
  elephant_run(tag, c, m, mlen, ad, adlen, npub, k, 0);
  memcpy(c + mlen, tag, ELEPHANT_TAG);
  *clen = mlen + ELEPHANT_TAG;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  unsigned char tag[ELEPHANT_BLOCK], received[ELEPHANT_TAG];
  (void) nsec;
  if (clen < ELEPHANT_TAG) return -1;
  clen -= ELEPHANT_TAG;
  memcpy(received, c + clen, ELEPHANT_TAG);
  elephant_run(tag, m, c, clen, ad, adlen, npub, k, 1);
  if (verify_tag(tag, received, ELEPHANT_TAG, m, clen)) return -1;
  *mlen = clen;
  return 0;
}

#endif
