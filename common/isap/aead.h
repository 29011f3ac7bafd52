/*
 * isap/aead.h: the ISAP v2.0 authenticated-encryption mode, written once for every instance
 * and permutation. The including file defines the round numbers and includes a permutation
 * adapter (isap/ascon.h or isap/keccakp400.h, which say what they provide), then this file:
 *   #define ISAP_SH 12              rounds of the MAC's sponge (hashing)
 *   #define ISAP_SB 1               rounds between the re-keying's one-bit absorptions
 *   #define ISAP_SE 6               rounds between keystream blocks
 *   #define ISAP_SK 12              rounds before and after the re-keying's absorptions
 *   #include "ascon/permutation-ref.h"
 *   #include "isap/ascon.h"
 *   #include "isap/aead.h"
 * Specified in C. Dobraunig, M. Eichlseder, S. Mangard, F. Mendel, B. Mennink, R. Primas,
 * T. Unterluggauer, "ISAP v2.0", submission to the NIST lightweight cryptography process
 * (2021), section 2 (Algorithms 1-4): encrypt-then-MAC, each half keyed by IsapRk, which
 * absorbs a 128-bit value (the nonce, or the MAC's hash y) one bit at a time.
 * 128-bit key, nonce and tag. Constant time: lengths are the only values branched on or used
 * as indexes; the tag check reveals one bit, declassified before it is branched on.
 * Outputs may overlap inputs (api.h does not set CRYPTO_NOOVERLAP). Decryption checks the tag
 * before it writes any plaintext, and writes none if the tag is wrong.
 * Public domain (CC0).
 */
#ifndef ISAP_AEAD_H
#define ISAP_AEAD_H

#include <string.h>
#include "crypto_aead.h"
#include "crypto_declassify.h"
#include "crypto_uint32.h"

#define ISAP_KEYBYTES 16
#define ISAP_TAGBYTES 16

/* The initial values: a domain byte (1: MAC, 2: re-keying for the MAC, 3: re-keying for
   encryption), the security level, rate in bits, rB = 1, then the four round numbers. */
#define ISAP_IV(domain) { domain, 128, 8 * ISAP_RATE, 1, ISAP_SH, ISAP_SB, ISAP_SE, ISAP_SK }
static const unsigned char isap_iv_a[8] = ISAP_IV(1);
static const unsigned char isap_iv_ka[8] = ISAP_IV(2);
static const unsigned char isap_iv_ke[8] = ISAP_IV(3);

static void isap_xor_bytes(isap_state *s, unsigned at, const unsigned char *in, unsigned len)
{
  unsigned i;
  for (i = 0; i < len; ++i) isap_xor_byte(s, at + i, in[i]);
}

static void isap_overwrite_bytes(isap_state *s, unsigned at, const unsigned char *in,
                                 unsigned len)
{
  unsigned i;
  for (i = 0; i < len; ++i) isap_xor_byte(s, at + i, isap_byte(s, at + i) ^ in[i]);
}

/* IsapRk: the state after absorbing y (16 bytes) bit by bit under key k, at the point where
   its first bytes are the session key (K_A* for the MAC, K_E* for encryption). */
static void isap_rekey(isap_state *s, const unsigned char *k, const unsigned char *iv,
                       const unsigned char *y)
{
  isap_clear(s);
  isap_xor_bytes(s, 0, k, ISAP_KEYBYTES);
  isap_xor_bytes(s, ISAP_KEYBYTES, iv, 8);
  isap_permute(s, ISAP_SK);
  isap_absorb_bits(s, y, 8 * 16 - 1, ISAP_SB);
  isap_xor_byte(s, 0, (unsigned char) (y[15] << 7));
  isap_permute(s, ISAP_SK);
}

/* Absorb len bytes and the padding 10*, a permutation after each block (at least one).
   The state is copied to a local, which in cannot alias, so it stays in registers. */
static void isap_absorb(isap_state *state, const unsigned char *in, unsigned long long len)
{
  isap_state t = *state, *s = &t;
  for (; len >= ISAP_RATE; in += ISAP_RATE, len -= ISAP_RATE) {
    isap_xor_block(s, in);
    isap_permute(s, ISAP_SH);
  }
  isap_xor_bytes(s, 0, in, (unsigned) len);
  isap_xor_byte(s, (unsigned) len, 0x80);
  isap_permute(s, ISAP_SH);
  *state = t;
}

/* IsapMac in two parts, so that encryption can absorb the associated data before it writes
   the ciphertext (which may overwrite it): the nonce and the associated data ... */
static void isap_mac_start(isap_state *s, const unsigned char *npub,
                           const unsigned char *ad, unsigned long long adlen)
{
  isap_clear(s);
  isap_xor_bytes(s, 0, npub, 16);
  isap_xor_bytes(s, 16, isap_iv_a, 8);
  isap_permute(s, ISAP_SH);
  isap_absorb(s, ad, adlen);
  isap_xor_byte(s, ISAP_STATEBYTES - 1, 1);        /* domain separation */
}

/* ... then the ciphertext, the re-keying with the hash y, the tag */
static void isap_mac_finish(isap_state *s, unsigned char *tag, const unsigned char *k,
                            const unsigned char *c, unsigned long long clen)
{
  isap_state r;
  unsigned char y[16], ka[16];
  isap_absorb(s, c, clen);
  isap_extract(s, y, 16);
  isap_rekey(&r, k, isap_iv_ka, y);
  isap_extract(&r, ka, 16);
  isap_overwrite_bytes(s, 0, ka, 16);
  isap_permute(s, ISAP_SH);
  isap_extract(s, tag, ISAP_TAGBYTES);
}

/* IsapEnc: out = in ^ the keystream of session key K_E* and the nonce */
static void isap_enc(unsigned char *out, const unsigned char *in, unsigned long long len,
                     const unsigned char *k, const unsigned char *npub)
{
  isap_state s;
  unsigned char block[ISAP_RATE];
  unsigned i;
  if (len == 0) return;
  isap_rekey(&s, k, isap_iv_ke, npub);
  isap_overwrite_bytes(&s, ISAP_STATEBYTES - 16, npub, 16);
  for (; len >= ISAP_RATE; in += ISAP_RATE, out += ISAP_RATE, len -= ISAP_RATE) {
    isap_permute(&s, ISAP_SE);
    isap_squeeze_block(&s, out, in);
  }
  if (len > 0) {
    isap_permute(&s, ISAP_SE);
    isap_extract(&s, block, (unsigned) len);
    for (i = 0; i < len; ++i) out[i] = in[i] ^ block[i];
  }
}

/* The key and nonce are copied first: the outputs may overlap them too. */
int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen,
                        const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *nsec, const unsigned char *npub,
                        const unsigned char *k)
{
  isap_state mac;
  unsigned char key[ISAP_KEYBYTES], nonce[16];
  (void) nsec;
  memcpy(key, k, sizeof key);
  memcpy(nonce, npub, sizeof nonce);
  isap_mac_start(&mac, nonce, ad, adlen);
  isap_enc(c, m, mlen, key, nonce);
  isap_mac_finish(&mac, c + mlen, key, c, mlen);
  *clen = mlen + ISAP_TAGBYTES;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  isap_state mac;
  unsigned char key[ISAP_KEYBYTES], nonce[16], tag[ISAP_TAGBYTES];
  uint32_t diff = 0, reject;
  int i;
  (void) nsec;
  if (clen < ISAP_TAGBYTES) return -1;
  clen -= ISAP_TAGBYTES;
  memcpy(key, k, sizeof key);
  memcpy(nonce, npub, sizeof nonce);
  isap_mac_start(&mac, nonce, ad, adlen);
  isap_mac_finish(&mac, tag, key, c, clen);
  for (i = 0; i < ISAP_TAGBYTES; ++i) diff |= (uint32_t) (tag[i] ^ c[clen + i]);
  reject = crypto_uint32_nonzero_01(diff);
  crypto_declassify(&reject, sizeof reject);
  if (reject) return -1;
  isap_enc(m, c, clen, key, nonce);
  *mlen = clen;
  return 0;
}

#endif
