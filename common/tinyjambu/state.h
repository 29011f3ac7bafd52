/*
 * tinyjambu/state.h: the TinyJAMBU state (128 bits as four 32-bit words s[0..3], bit i of the
 * state is bit i%32 of s[i/32]), the key as words, and little-endian byte access.
 * Specified in H. Wu, T. Huang, "TinyJAMBU: A Family of Lightweight Authenticated Encryption
 * Algorithms (Version 2)", NIST lightweight cryptography finalist (2021), sections 2.2 and 3.
 * Included by tinyjambu/permutation-*.h; used by tinyjambu/aead.h. Public domain (CC0).
 */
#ifndef TINYJAMBU_STATE_H
#define TINYJAMBU_STATE_H

#include <stdint.h>
#include <string.h>
#include "crypto_aead.h"
#include "compiler/bytes.h"

/* The key's words (4, 6 or 8), then its first four again: the permutations that take 128 steps
   (four key words) at a time start at key word 0, 4, 2, ... and read four in a row.
   A permutation header that defines TINYJAMBU_KEY_COMPLEMENTED gets them complemented (the
   NOT of the feedback's NAND folded into the key: tinyjambu/permutation-armv6.h). */
#define TINYJAMBU_KEYWORDS (crypto_aead_KEYBYTES / 4)
struct tinyjambu_key {
  uint32_t w[TINYJAMBU_KEYWORDS + 4];
};

/* The first n < 4 bytes of a word, in its low bytes (the rest zero), and back. */
static inline uint32_t tinyjambu_load_partial(const unsigned char *p, unsigned n)
{
  uint32_t w = 0;
  unsigned i;
  for (i = 0; i < n; ++i) w |= (uint32_t) p[i] << (8 * i);
  return w;
}

static inline void tinyjambu_store_partial(unsigned char *p, uint32_t w, unsigned n)
{
  unsigned i;
  for (i = 0; i < n; ++i) p[i] = (unsigned char) (w >> (8 * i));
}

static void tinyjambu_load_key(struct tinyjambu_key *key, const unsigned char *k)
{
  int i;
  for (i = 0; i < TINYJAMBU_KEYWORDS + 4; ++i)
#ifdef TINYJAMBU_KEY_COMPLEMENTED
    key->w[i] = ~bytes_load_le32(k + 4 * (i % TINYJAMBU_KEYWORDS));
#else
    key->w[i] = bytes_load_le32(k + 4 * (i % TINYJAMBU_KEYWORDS));
#endif
}

#endif
