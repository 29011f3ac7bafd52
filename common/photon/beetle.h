/*
 * photon/beetle.h: PHOTON-Beetle-AEAD[128] (rate 128 bits) over a PHOTON-256 permutation:
 *   #include "photon/permutation-ref.h"    (or another photon/permutation-*.h)
 *   #include "photon/beetle.h"
 * The state starts as nonce || key; AD blocks are absorbed after each permutation call, text
 * blocks are encrypted with the rate shuffled (its halves swapped, the first rotated right by
 * one bit) and absorb the plaintext; a short last block gets a 1 after its bytes; the domain
 * constant (from whether AD and text are empty and whether their lengths are whole blocks)
 * is added to the state's top three bits after each part; the tag is the rate after one more
 * permutation call. Specified in Z. Bao et al., "PHOTON-Beetle Authenticated Encryption and
 * Hash Family", NIST LWC finalist (2021), section 3.
 * Constant time: lengths are the only values branched on; the tag check reveals one bit,
 * declassified before it is branched on. Key, nonce and the received tag are copied first
 * and each block is read before it is written, so buffers may overlap. Public domain (CC0).
 */
#ifndef PHOTON_BEETLE_H
#define PHOTON_BEETLE_H

#include <string.h>
#include "crypto_aead.h"
#include "crypto_uint64.h"
#include "verify/tag.h"

#define BEETLE_RATE 16

static inline void beetle_constant(unsigned char state[32], int c)
{
  state[31] ^= (unsigned char) (c << 5);
}

/* The AD: permutation, then each block (a short last one padded with 1) added to the rate. */
static void beetle_absorb(unsigned char state[32], const unsigned char *ad,
                          unsigned long long len, int c)
{
  unsigned long long n;
  int i;
  for (;;) {
    photon_permute(state);
    n = len < BEETLE_RATE ? len : BEETLE_RATE;
    for (i = 0; i < (int) n; ++i) state[i] ^= ad[i];
    if (n < BEETLE_RATE) state[n] ^= 1;
    if (len <= BEETLE_RATE) break;
    ad += BEETLE_RATE;
    len -= BEETLE_RATE;
  }
  beetle_constant(state, c);
}

/* The text: permutation, out = shuffle(rate) ^ in, the plaintext added to the rate. */
static void beetle_crypt(unsigned char state[32], unsigned char *out, const unsigned char *in,
                         unsigned long long len, int c, int decrypting)
{
  unsigned char shuffled[BEETLE_RATE], block[BEETLE_RATE], text;
  unsigned long long n;
  uint64_t half;
  int i;
  for (;;) {
    photon_permute(state);
    half = crypto_uint64_load(state);
    memcpy(shuffled, state + 8, 8);
    crypto_uint64_store(shuffled + 8, half >> 1 | half << 63);
    n = len < BEETLE_RATE ? len : BEETLE_RATE;
    memcpy(block, in, n);
    for (i = 0; i < (int) n; ++i) {
      text = decrypting ? block[i] ^ shuffled[i] : block[i];
      out[i] = block[i] ^ shuffled[i];
      state[i] ^= text;
    }
    if (n < BEETLE_RATE) state[n] ^= 1;
    if (len <= BEETLE_RATE) break;
    in += BEETLE_RATE;
    out += BEETLE_RATE;
    len -= BEETLE_RATE;
  }
  beetle_constant(state, c);
}

static void beetle_run(unsigned char tag[16], unsigned char *out, const unsigned char *in,
                       unsigned long long len, const unsigned char *ad,
                       unsigned long long adlen, const unsigned char *npub,
                       const unsigned char *k, int decrypting)
{
  unsigned char state[32];
  memcpy(state, npub, 16);
  memcpy(state + 16, k, 16);
  if (adlen == 0 && len == 0) beetle_constant(state, 1);
  if (adlen) beetle_absorb(state, ad, adlen, len ? (adlen % BEETLE_RATE ? 2 : 1)
                                                 : (adlen % BEETLE_RATE ? 4 : 3));
  if (len) beetle_crypt(state, out, in, len, adlen ? (len % BEETLE_RATE ? 2 : 1)
                                                   : (len % BEETLE_RATE ? 6 : 5), decrypting);
  photon_permute(state);
  memcpy(tag, state, 16);
}

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen,
                        const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *nsec, const unsigned char *npub, const unsigned char *k)
{
  unsigned char tag[16];
  (void) nsec;
  beetle_run(tag, c, m, mlen, ad, adlen, npub, k, 0);
  memcpy(c + mlen, tag, 16);
  *clen = mlen + 16;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  unsigned char tag[16], received[16];
  (void) nsec;
  if (clen < 16) return -1;
  clen -= 16;
  memcpy(received, c + clen, 16);
  beetle_run(tag, m, c, clen, ad, adlen, npub, k, 1);
  if (verify_tag(tag, received, 16, m, clen)) return -1;
  *mlen = clen;
  return 0;
}

#endif
