/*
 * ascon/permutation-ref.h: the Ascon permutation p^rounds, portable C written to mirror the
 * specification: a loop over rounds, each p_L(p_S(p_C(x))).
 * Specified in "Ascon v1.2" (NIST LWC submission, 2021), section 2, "Permutation".
 * Interface shared with the other ascon/permutation-*.h: ascon_permute(s, rounds), rounds 1,
 * 6, 8 or 12 (always the last rounds of the 12: p^b uses round constants 12-b .. 11).
 * Public domain (CC0).
 */
#ifndef ASCON_PERMUTATION_H
#define ASCON_PERMUTATION_H

#include "ascon/state.h"

static inline uint64_t ascon_ror(uint64_t x, int n)
{
  return x >> n | x << (64 - n);
}

static inline void ascon_round(ascon_state *s, uint64_t c)
{
  uint64_t *x = s->x, t[5];
  int i;

  x[2] ^= c;                                     /* p_C: the round constant */

  /* p_S: the 5-bit S-box on all 64 columns at once (bitsliced): the affine input map,
     the chi-like core t_i = x_i + (x_{i+1} + 1) x_{i+2}, the affine output map. */
  x[0] ^= x[4];
  x[4] ^= x[3];
  x[2] ^= x[1];
  for (i = 0; i < 5; ++i) t[i] = x[i] ^ (~x[(i + 1) % 5] & x[(i + 2) % 5]);
  t[1] ^= t[0];
  t[0] ^= t[4];
  t[3] ^= t[2];
  t[2] = ~t[2];

  /* p_L: each word mixed with two rotations of itself */
  x[0] = t[0] ^ ascon_ror(t[0], 19) ^ ascon_ror(t[0], 28);
  x[1] = t[1] ^ ascon_ror(t[1], 61) ^ ascon_ror(t[1], 39);
  x[2] = t[2] ^ ascon_ror(t[2], 1) ^ ascon_ror(t[2], 6);
  x[3] = t[3] ^ ascon_ror(t[3], 10) ^ ascon_ror(t[3], 17);
  x[4] = t[4] ^ ascon_ror(t[4], 7) ^ ascon_ror(t[4], 41);
}

static inline void ascon_permute(ascon_state *s, int rounds)
{
  int i;
  /* round i of 12 adds the constant with high nibble 15 - i and low nibble i: f0 e1 ... 4b */
  for (i = 12 - rounds; i < 12; ++i) ascon_round(s, (uint64_t) ((15 - i) << 4 | i));
}

#endif
