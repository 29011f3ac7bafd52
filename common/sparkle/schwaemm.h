/*
 * sparkle/schwaemm.h: the Schwaemm authenticated-encryption mode, written once for
 * Schwaemm128-128, 192-192, 256-128 and 256-256 (sizes from api.h: the rate is the nonce, the
 * capacity the key) over any Sparkle permutation:
 *   #include "sparkle/permutation-ref.h"     (or another sparkle/permutation-*.h)
 *   #include "sparkle/schwaemm.h"
 * Specified in C. Beierle et al., "Schwaemm and Esch: Lightweight Authenticated Encryption and
 * Hashing using the Sparkle Permutation Family", NIST LWC finalist (2021), section 2.3.
 * Constant time: lengths are the only values branched on or used as indexes; the tag check
 * reveals one bit, declassified before it is branched on. Inputs are read before outputs over
 * them are written (the key and the received tag are copied first), so buffers may overlap.
 * Public domain (CC0).
 */
#ifndef SPARKLE_SCHWAEMM_H
#define SPARKLE_SCHWAEMM_H

#include <string.h>
#include "crypto_aead.h"
#include "compiler/bytes.h"
#include "verify/tag.h"

#define SCHWAEMM_RATE crypto_aead_NPUBBYTES                 /* bytes */
#define SCHWAEMM_RW (SCHWAEMM_RATE / 4)                     /* rate words */
#define SCHWAEMM_KW (crypto_aead_KEYBYTES / 4)              /* key = capacity = tag words */
#define SCHWAEMM_WORDS (SCHWAEMM_RW + SCHWAEMM_KW)
#define SCHWAEMM_BRANCHES (SCHWAEMM_WORDS / 2)
#define SCHWAEMM_STEPS_SLIM (SCHWAEMM_BRANCHES == 8 ? 8 : 7)
#define SCHWAEMM_STEPS_BIG (SCHWAEMM_BRANCHES / 2 + 8)

/* The domain constants, added to the state's last word before the last block is absorbed. */
#define SCHWAEMM_CONST(c) ((uint32_t) ((c) ^ (1 << (SCHWAEMM_KW / 2))) << 24)
enum { SCHWAEMM_AD_PADDED = 0, SCHWAEMM_AD_FULL = 1, SCHWAEMM_TEXT_PADDED = 2,
       SCHWAEMM_TEXT_FULL = 3 };

/* d = the first len (1 .. rate) bytes of s: a whole block is copied with a constant length,
   which the compilers inline as word moves (a call to memcpy costs more than the copy) */
static inline void schwaemm_copy(unsigned char *d, const unsigned char *s, unsigned len)
{
  if (len == SCHWAEMM_RATE) memcpy(d, s, SCHWAEMM_RATE);
  else memcpy(d, s, len);
}

/* rho and rate whitening for one block of len (1 .. rate) bytes: out = in ^ rate when out is
   given; the plaintext (in when encrypting or absorbing, out when decrypting) is absorbed after
   the Feistel swap of the rate's halves, padded with 0x80 when short. */
static void schwaemm_block(uint32_t *s, unsigned char *out, const unsigned char *in,
                           unsigned len, int decrypting)
{
  unsigned char block[SCHWAEMM_RATE] = { 0 }, text[SCHWAEMM_RATE];
  uint32_t t;
  int i;
  schwaemm_copy(block, in, len);
  if (out) {
    for (i = 0; i < SCHWAEMM_RW; ++i)
      bytes_store_le32(text + 4 * i, bytes_load_le32(block + 4 * i) ^ s[i]);
    if (decrypting) schwaemm_copy(block, text, len);
    schwaemm_copy(out, text, len);
  }
  if (len < SCHWAEMM_RATE) block[len] = 0x80;
  for (i = 0; i < SCHWAEMM_RW / 2; ++i) {
    t = s[i];
    s[i] = s[SCHWAEMM_RW / 2 + i];
    s[SCHWAEMM_RW / 2 + i] ^= t;
  }
  for (i = 0; i < SCHWAEMM_RW; ++i)
    s[i] ^= bytes_load_le32(block + 4 * i) ^ s[SCHWAEMM_RW + i % SCHWAEMM_KW];
}

/* The associated data (out null) or the text: full blocks with the slim permutation between
   them, the last (full or short) one marked by a constant and followed by the big one. */
static void schwaemm_absorb(uint32_t *s, unsigned char *out, const unsigned char *in,
                            unsigned long long len, int domain, int decrypting)
{
  for (; len > SCHWAEMM_RATE; in += SCHWAEMM_RATE, len -= SCHWAEMM_RATE) {
    schwaemm_block(s, out, in, SCHWAEMM_RATE, decrypting);
    sparkle_permute(s, SCHWAEMM_BRANCHES, SCHWAEMM_STEPS_SLIM);
    if (out) out += SCHWAEMM_RATE;
  }
  s[SCHWAEMM_WORDS - 1] ^= SCHWAEMM_CONST(domain + (len == SCHWAEMM_RATE));
  schwaemm_block(s, out, in, (unsigned) len, decrypting);
  sparkle_permute(s, SCHWAEMM_BRANCHES, SCHWAEMM_STEPS_BIG);
}

/* Everything up to the tag, which is left in the capacity words s[RW ..]. */
static void schwaemm_run(uint32_t *s, unsigned char *out, const unsigned char *in,
                         unsigned long long len, const unsigned char *ad,
                         unsigned long long adlen, const unsigned char *npub,
                         const unsigned char *k, int decrypting)
{
  uint32_t key[SCHWAEMM_KW];
  int i;
  for (i = 0; i < SCHWAEMM_KW; ++i) key[i] = bytes_load_le32(k + 4 * i);
  for (i = 0; i < SCHWAEMM_RW; ++i) s[i] = bytes_load_le32(npub + 4 * i);
  for (i = 0; i < SCHWAEMM_KW; ++i) s[SCHWAEMM_RW + i] = key[i];
  sparkle_permute(s, SCHWAEMM_BRANCHES, SCHWAEMM_STEPS_BIG);
  if (adlen) schwaemm_absorb(s, 0, ad, adlen, SCHWAEMM_AD_PADDED, 0);
  if (len) schwaemm_absorb(s, out, in, len, SCHWAEMM_TEXT_PADDED, decrypting);
  for (i = 0; i < SCHWAEMM_KW; ++i) s[SCHWAEMM_RW + i] ^= key[i];
}

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen,
                        const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *nsec, const unsigned char *npub, const unsigned char *k)
{
  uint32_t s[SCHWAEMM_WORDS];
  int i;
  (void) nsec;
  schwaemm_run(s, c, m, mlen, ad, adlen, npub, k, 0);
  for (i = 0; i < SCHWAEMM_KW; ++i) bytes_store_le32(c + mlen + 4 * i, s[SCHWAEMM_RW + i]);
  *clen = mlen + crypto_aead_ABYTES;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  uint32_t s[SCHWAEMM_WORDS];
  unsigned char tag[crypto_aead_ABYTES], received[crypto_aead_ABYTES];
  int i;
  (void) nsec;
  if (clen < crypto_aead_ABYTES) return -1;
  clen -= crypto_aead_ABYTES;
  memcpy(received, c + clen, crypto_aead_ABYTES);
  schwaemm_run(s, m, c, clen, ad, adlen, npub, k, 1);
  for (i = 0; i < SCHWAEMM_KW; ++i) bytes_store_le32(tag + 4 * i, s[SCHWAEMM_RW + i]);
  if (verify_tag(tag, received, crypto_aead_ABYTES, m, clen)) return -1;
  *mlen = clen;
  return 0;
}

#endif
