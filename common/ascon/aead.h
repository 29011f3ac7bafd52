/*
 * ascon/aead.h: the Ascon v1.2 authenticated-encryption mode (Ascon-128, Ascon-128a, Ascon-80pq),
 * written once for every implementation. The including file picks the variant and the permutation:
 *   #define ASCON_RATE 8            bytes per block: 8 (Ascon-128, -80pq) or 16 (Ascon-128a)
 *   #define ASCON_PB 6              rounds between blocks: 6, or 8 (Ascon-128a)
 *   #include "ascon/permutation-ref.h"    (or another ascon/permutation-*.h)
 *   #include "ascon/aead.h"
 * The key length is api.h's (16 bytes, 20 for Ascon-80pq); nonce and tag are 16 bytes.
 * The bi32 variants (ascon128bi32v12, ascon128abi32v12) also define ASCON_INTERLEAVED_BYTES:
 * their bytes are the big-endian form of bit-interleaved words (ascon/interleave.h), so each
 * word read from bytes is de-interleaved into the state (ASCON_IN) and each word written out is
 * interleaved (ASCON_OUT); the state and permutation stay those of the standard variants.
 * The initial value and the domain-separation bit are the same either way (SUPERCOP's bi32
 * code writes the initial value interleaved; 1 is its own interleaving). A permutation may
 * keep the state interleaved instead (ASCON_STATE_INTERLEAVED, below).
 * Specified in C. Dobraunig, M. Eichlseder, F. Mendel, M. Schläffer, "Ascon v1.2",
 * submission to the NIST lightweight cryptography process (2021), section 2.
 * Constant time: lengths are the only values branched on or used as indexes; the tag check
 * reveals one bit (accept or reject), declassified before it is branched on.
 * Outputs may be the same buffers as inputs (every input is read before the output over it is
 * written, and the key is copied first), so api.h does not set CRYPTO_NOOVERLAP.
 * Public domain (CC0).
 */
#ifndef ASCON_AEAD_H
#define ASCON_AEAD_H

#include <string.h>
#include "crypto_aead.h"
#include "crypto_declassify.h"
#include "crypto_uint64.h"
#include "ascon/state.h"

/* ASCON_IN: a word read from bytes into the state's form; ASCON_OUT: back. A permutation that
   keeps the state bit-interleaved (ascon/permutation-armv6.h) defines ASCON_STATE_INTERLEAVED;
   then the standard variants interleave their data and the bi32 variants convert nothing. */
#if defined(ASCON_INTERLEAVED_BYTES) || defined(ASCON_STATE_INTERLEAVED)
#include "ascon/interleave.h"
#endif
#if defined(ASCON_INTERLEAVED_BYTES) && !defined(ASCON_STATE_INTERLEAVED)
#define ASCON_IN(w) ascon_deinterleave(w)
#define ASCON_OUT(x) ascon_interleave(x)
#elif !defined(ASCON_INTERLEAVED_BYTES) && defined(ASCON_STATE_INTERLEAVED)
#define ASCON_IN(w) ascon_interleave(w)
#define ASCON_OUT(x) ascon_deinterleave(x)
#else
#define ASCON_IN(w) (w)
#define ASCON_OUT(x) (x)
#endif
#ifdef ASCON_STATE_INTERLEAVED
#define ASCON_STATE_IV ascon_interleave(ASCON_IV)
#else
#define ASCON_STATE_IV ASCON_IV
#endif

#define ASCON_PA 12
#define ASCON_KEYBYTES crypto_aead_KEYBYTES
#define ASCON_TAGBYTES 16
#define ASCON_WORDS (ASCON_RATE / 8)

/* The initial value: k, r (in bits), a, b as four bytes, then zeros up to the key. */
#define ASCON_IV ((uint64_t) (8 * ASCON_KEYBYTES) << 56 | (uint64_t) (8 * ASCON_RATE) << 48 \
                  | (uint64_t) ASCON_PA << 40 | (uint64_t) ASCON_PB << 32)

/* The key as three words, aligned two ways. right: the key ends at byte 24, as in the initial
   state IV || K || N and in the capacity's last bits; left: the key starts at byte 0, as it is
   added right after the rate in finalization. A 16-byte key leaves one word zero. */
struct ascon_key {
  uint64_t right[3], left[3];
};

/* The mode's steps are inlined into encrypt and decrypt (GNU C), which call each once: the state
   then stays in registers from the key to the tag. As calls (clang 14 did not inline them), it
   went through memory from step to step: 0+0 took 189 ticks here against 138 for SUPERCOP's
   opt64, whose steps are all inlined. */
#if defined(__GNUC__)
#define ASCON_STEP static inline __attribute__((always_inline))
#else
#define ASCON_STEP static
#endif

/* The key's bytes k[start .. start + 8) as a word, zero where they fall outside the key: the
   words straight from the key's bytes, not through a buffer of stores and narrower loads. */
static inline uint64_t ascon_key_word(const unsigned char *k, int start)
{
  if (start >= 0 && start + 8 <= ASCON_KEYBYTES) return ascon_load64(k + start);
  if (start < 0 && start > -8) return ascon_load_partial(k, (unsigned) (8 + start)) >> (-8 * start);
  if (start >= 0 && start < ASCON_KEYBYTES)
    return ascon_load_partial(k + start, (unsigned) (ASCON_KEYBYTES - start));
  return 0;
}

ASCON_STEP void ascon_load_key(struct ascon_key *key, const unsigned char *k)
{
  int i;
  for (i = 0; i < 3; ++i) {
    key->right[i] = ASCON_IN(ascon_key_word(k, 8 * i - (24 - ASCON_KEYBYTES)));
    key->left[i] = ASCON_IN(ascon_key_word(k, 8 * i));
  }
}

ASCON_STEP void ascon_initialize(ascon_state *s, const struct ascon_key *key,
                                 const unsigned char *npub)
{
  s->x[0] = ASCON_STATE_IV ^ key->right[0];
  s->x[1] = key->right[1];
  s->x[2] = key->right[2];
  s->x[3] = ASCON_IN(ascon_load64(npub));
  s->x[4] = ASCON_IN(ascon_load64(npub + 8));
  ascon_permute(s, ASCON_PA);
  s->x[2] ^= key->right[0];
  s->x[3] ^= key->right[1];
  s->x[4] ^= key->right[2];
}

/* The last block of each phase, len < ASCON_RATE bytes: for Ascon-128a a whole first word when
   len >= 8, then the word that takes the last bytes and the padding. Each word's step is written
   for a word named at compile time (x = &s->x[0] or &s->x[1] in the two branches), so the state
   stays in registers: a loop over the words with a variable count made clang 14 keep the state
   in memory and vectorize the loop for counts it never has. */
#define ASCON_LAST_BLOCK(step, s, out, in, len)                                          \
  do {                                                                                   \
    if (ASCON_RATE == 16 && (len) >= 8) {                                                \
      step(&(s)->x[0], out, in, 8);                                                      \
      step(&(s)->x[1], (out) + 8, (in) + 8, (len) - 8);                                  \
    } else                                                                               \
      step(&(s)->x[0], out, in, len);                                                    \
  } while (0)

/* The steps on one word x of n <= 8 bytes: n = 8 a whole word, of a whole block or the first of
   a two-word last block; n < 8 the word that ends the last block, where the padding goes in.
   (The absorbing step has no output; it takes its input twice, to fit ASCON_LAST_BLOCK.) */
ASCON_STEP void ascon_absorb_word(uint64_t *x, const unsigned char *same, const unsigned char *in,
                                  unsigned n)
{
  (void) same;
  if (n == 8) *x ^= ASCON_IN(ascon_load64(in));
  else *x ^= ASCON_IN(ascon_load_partial(in, n) ^ ascon_pad(n));
}

ASCON_STEP void ascon_encrypt_word(uint64_t *x, unsigned char *c, const unsigned char *m,
                                   unsigned n)
{
  if (n == 8) {
    *x ^= ASCON_IN(ascon_load64(m));
    ascon_store64(c, ASCON_OUT(*x));
    return;
  }
  *x ^= ASCON_IN(ascon_load_partial(m, n));
  ascon_store_partial(c, ASCON_OUT(*x), n);
  *x ^= ASCON_IN(ascon_pad(n));
}

/* the first n bytes become the ciphertext, the rest keeps the state, then the padding */
ASCON_STEP void ascon_decrypt_word(uint64_t *x, unsigned char *m, const unsigned char *c,
                                   unsigned n)
{
  uint64_t w, rate = ASCON_OUT(*x);
  if (n == 8) {
    w = ascon_load64(c);
    ascon_store64(m, rate ^ w);
    *x = ASCON_IN(w);                    /* the ciphertext becomes the rate */
    return;
  }
  w = ascon_load_partial(c, n);
  ascon_store_partial(m, rate ^ w, n);
  *x = ASCON_IN((rate & (~(uint64_t) 0 >> (8 * n))) ^ w ^ ascon_pad(n));
}

ASCON_STEP void ascon_absorb_ad(ascon_state *s, const unsigned char *ad, unsigned long long adlen)
{
  int i;
  if (adlen > 0) {                       /* no associated data: no block at all, not even padding */
    for (; adlen >= ASCON_RATE; ad += ASCON_RATE, adlen -= ASCON_RATE) {
      for (i = 0; i < ASCON_WORDS; ++i) ascon_absorb_word(&s->x[i], ad, ad + 8 * i, 8);
      ascon_permute(s, ASCON_PB);
    }
    ASCON_LAST_BLOCK(ascon_absorb_word, s, ad, ad, (unsigned) adlen);
    ascon_permute(s, ASCON_PB);
  }
  s->x[4] ^= 1;                          /* domain separation between AD and message */
}

ASCON_STEP void ascon_encrypt_blocks(ascon_state *s, unsigned char *c, const unsigned char *m,
                                     unsigned long long mlen)
{
  unsigned i;
  for (; mlen >= ASCON_RATE; m += ASCON_RATE, c += ASCON_RATE, mlen -= ASCON_RATE) {
    for (i = 0; i < ASCON_WORDS; ++i) ascon_encrypt_word(&s->x[i], c + 8 * i, m + 8 * i, 8);
    ascon_permute(s, ASCON_PB);
  }
  ASCON_LAST_BLOCK(ascon_encrypt_word, s, c, m, (unsigned) mlen);   /* no permutation after it */
}

ASCON_STEP void ascon_decrypt_blocks(ascon_state *s, unsigned char *m, const unsigned char *c,
                                     unsigned long long clen)
{
  unsigned i;
  for (; clen >= ASCON_RATE; m += ASCON_RATE, c += ASCON_RATE, clen -= ASCON_RATE) {
    for (i = 0; i < ASCON_WORDS; ++i) ascon_decrypt_word(&s->x[i], m + 8 * i, c + 8 * i, 8);
    ascon_permute(s, ASCON_PB);
  }
  ASCON_LAST_BLOCK(ascon_decrypt_word, s, m, c, (unsigned) clen);
}

/* Finalization: the key after the rate, p^a, the tag is the last 128 bits plus the key's last. */
ASCON_STEP void ascon_finalize(ascon_state *s, const struct ascon_key *key)
{
  int i;
  for (i = 0; i < 3 && ASCON_WORDS + i < 5; ++i) s->x[ASCON_WORDS + i] ^= key->left[i];
  ascon_permute(s, ASCON_PA);
  s->x[3] ^= key->right[1];
  s->x[4] ^= key->right[2];
}

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen,
                        const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *nsec, const unsigned char *npub, const unsigned char *k)
{
  ascon_state s;
  struct ascon_key key;
  (void) nsec;
  ascon_load_key(&key, k);
  ascon_initialize(&s, &key, npub);
  ascon_absorb_ad(&s, ad, adlen);
  ascon_encrypt_blocks(&s, c, m, mlen);
  ascon_finalize(&s, &key);
  ascon_store64(c + mlen, ASCON_OUT(s.x[3]));
  ascon_store64(c + mlen + 8, ASCON_OUT(s.x[4]));
  *clen = mlen + ASCON_TAGBYTES;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  ascon_state s;
  struct ascon_key key;
  uint64_t reject;
  (void) nsec;
  if (clen < ASCON_TAGBYTES) return -1;
  clen -= ASCON_TAGBYTES;
  ascon_load_key(&key, k);
  ascon_initialize(&s, &key, npub);
  ascon_absorb_ad(&s, ad, adlen);
  ascon_decrypt_blocks(&s, m, c, clen);
  ascon_finalize(&s, &key);
  reject = crypto_uint64_nonzero_01((ASCON_OUT(s.x[3]) ^ ascon_load64(c + clen))
                                    | (ASCON_OUT(s.x[4]) ^ ascon_load64(c + clen + 8)));
  crypto_declassify(&reject, sizeof reject);
  if (reject) {
    memset(m, 0, clen);                  /* release no plaintext of a forgery */
    return -1;
  }
  *mlen = clen;
  return 0;
}

#endif
