/*
 * isap/ascon.h: the Ascon permutation as ISAP's, for isap/aead.h (ISAP-A-128, ISAP-A-128a).
 * Include an ascon/permutation-*.h first (ascon_permute(s, rounds), rounds 1, 6 or 12 here).
 * The 40-byte state is Ascon's: byte i is byte i % 8 of word i / 8, big-endian
 * (ascon/state.h); the rate is the first word.
 * Provides what isap/aead.h uses: isap_state, ISAP_STATEBYTES, ISAP_RATE, isap_clear,
 * isap_xor_byte, isap_byte, isap_extract (the first bytes), isap_permute, isap_absorb_bits
 * (the re-keying's one-bit blocks), isap_xor_block and isap_squeeze_block (a whole rate block
 * in, or out = in ^ rate). Public domain (CC0).
 */
#ifndef ISAP_PERMUTATION_H
#define ISAP_PERMUTATION_H

#include "ascon/state.h"

typedef ascon_state isap_state;
#define ISAP_STATEBYTES 40
#define ISAP_RATE 8
#define isap_permute ascon_permute

/* the first nbits (<= 128) bits of y, each added to the state's first bit and followed by
   p^rounds. The state is copied to a local, which y cannot alias, so that it stays in
   registers between the rounds; the bits come from a word shifted left one bit a step
   (ISAP-A-128a's two re-keyings 12% fewer instructions). */
static inline void isap_absorb_bits(isap_state *s, const unsigned char *y, int nbits, int rounds)
{
  ascon_state t = *s;
  uint64_t w;
  int i, j;
  for (i = 0; i < nbits; i += 64) {
    w = ascon_load64(y + i / 8);
    for (j = i; j < nbits && j < i + 64; ++j) {
      t.x[0] ^= w & (uint64_t) 1 << 63;
      w <<= 1;
      ascon_permute(&t, rounds);
    }
  }
  *s = t;
}

static inline void isap_clear(isap_state *s)
{
  int i;
  for (i = 0; i < 5; ++i) s->x[i] = 0;
}

static inline void isap_xor_byte(isap_state *s, unsigned i, unsigned char b)
{
  s->x[i / 8] ^= (uint64_t) b << (56 - 8 * (i % 8));
}

static inline unsigned char isap_byte(const isap_state *s, unsigned i)
{
  return (unsigned char) (s->x[i / 8] >> (56 - 8 * (i % 8)));
}

static inline void isap_extract(const isap_state *s, unsigned char *out, unsigned len)
{
  unsigned i;
  for (i = 0; i < len; ++i) out[i] = isap_byte(s, i);
}

static inline void isap_xor_block(isap_state *s, const unsigned char *in)
{
  s->x[0] ^= ascon_load64(in);
}

static inline void isap_squeeze_block(const isap_state *s, unsigned char *out,
                                      const unsigned char *in)
{
  ascon_store64(out, s->x[0] ^ ascon_load64(in));
}

#endif
