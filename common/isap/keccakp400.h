/*
 * isap/keccakp400.h: Keccak-p[400] as ISAP's permutation, for isap/aead.h (ISAP-K-128,
 * ISAP-K-128a). Include a keccak/p400-*.h first (keccak_p400(s, nr)). The 50-byte state is
 * Keccak's: byte i is byte i % 2 of lane i / 2, little-endian; the rate is the first 18 bytes
 * (9 lanes). Provides what isap/aead.h uses, as isap/ascon.h does
 * (isap_absorb_bits keeps the state in registers with keccak/p400-opt.h). Public domain (CC0).
 */
#ifndef ISAP_PERMUTATION_H
#define ISAP_PERMUTATION_H

#include <stdint.h>

typedef struct {
  uint16_t a[25];
} isap_state;
#define ISAP_STATEBYTES 50
#define ISAP_RATE 18

static inline void isap_permute(isap_state *s, int rounds)
{
  keccak_p400(s->a, rounds);
}

/* the first nbits bits of y, each added to the state's first bit and followed by p^rounds */
static inline void isap_absorb_bits(isap_state *s, const unsigned char *y, int nbits, int rounds)
{
  keccak_p400_absorb_bits(s->a, y, nbits, rounds);
}

static inline void isap_clear(isap_state *s)
{
  int i;
  for (i = 0; i < 25; ++i) s->a[i] = 0;
}

static inline void isap_xor_byte(isap_state *s, unsigned i, unsigned char b)
{
  s->a[i / 2] ^= (uint16_t) (b << (8 * (i % 2)));
}

static inline unsigned char isap_byte(const isap_state *s, unsigned i)
{
  return (unsigned char) (s->a[i / 2] >> (8 * (i % 2)));
}

static inline void isap_extract(const isap_state *s, unsigned char *out, unsigned len)
{
  unsigned i;
  for (i = 0; i < len; ++i) out[i] = isap_byte(s, i);
}

static inline void isap_xor_block(isap_state *s, const unsigned char *in)
{
  int i;
  for (i = 0; i < 9; ++i) s->a[i] ^= (uint16_t) (in[2 * i] | in[2 * i + 1] << 8);
}

static inline void isap_squeeze_block(const isap_state *s, unsigned char *out,
                                      const unsigned char *in)
{
  int i;
  for (i = 0; i < 9; ++i) {
    out[2 * i] = (unsigned char) (in[2 * i] ^ s->a[i]);
    out[2 * i + 1] = (unsigned char) (in[2 * i + 1] ^ s->a[i] >> 8);
  }
}

#endif
