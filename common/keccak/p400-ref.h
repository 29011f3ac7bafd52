/*
 * keccak/p400-ref.h: the Keccak-p[400, nr] permutation, portable reference: 25 lanes of 16 bits
 * (w = 16, l = 4), the step mappings as loops that follow the standard's definitions
 * (rho's offsets computed from its formula, pi as the walk of lane (1,0) over its orbit).
 * Specified in FIPS 202 (2015), section 3: Keccak-p[b, nr] for b = 400 runs the last nr of
 * Keccak-f[400]'s 20 rounds, 20 - nr .. 19, each round constant truncated to the lane.
 * The state is s[x + 5*y] (bit z of lane (x,y) is bit z of the uint16_t); byte i of the
 * state is byte i % 2 of lane i / 2, little-endian.
 * Interface (shared by every p400-*.h, include exactly one): keccak_p400(s, nr), nr 1..20.
 * Used by ISAP-K (isap/keccakp400.h). Public domain (CC0).
 */
#ifndef KECCAK_P400_H
#define KECCAK_P400_H

#include <stdint.h>
#include "keccak/lanes.h"  /* keccak_rc */

static inline uint16_t keccak_rotl16(uint16_t v, unsigned n)
{
  n %= 16;
  return (uint16_t) (v << n | v >> ((16 - n) % 16));
}

static inline void keccak_p400(uint16_t s[25], int nr)
{
  uint16_t c[5], row[5], lane, next;
  int round, x, y, t, nx;

  for (round = 20 - nr; round < 20; ++round) {
    /* theta: every lane gets the parities of two neighbouring columns */
    for (x = 0; x < 5; ++x) c[x] = s[x] ^ s[x + 5] ^ s[x + 10] ^ s[x + 15] ^ s[x + 20];
    for (x = 0; x < 5; ++x)
      for (y = 0; y < 25; y += 5) s[x + y] ^= c[(x + 4) % 5] ^ keccak_rotl16(c[(x + 1) % 5], 1);
    /* rho and pi together: starting at (x,y) = (1,0), step t moves lane (x,y), rotated by
       (t+1)(t+2)/2, to (y, 2x+3y); the 24 steps visit every lane but (0,0) once */
    x = 1;
    y = 0;
    lane = s[1];
    for (t = 0; t < 24; ++t) {
      nx = y;
      y = (2 * x + 3 * y) % 5;
      x = nx;
      next = s[x + 5 * y];
      s[x + 5 * y] = keccak_rotl16(lane, (unsigned) ((t + 1) * (t + 2) / 2));
      lane = next;
    }
    /* chi: each row with the and-not of its next two lanes */
    for (y = 0; y < 25; y += 5) {
      for (x = 0; x < 5; ++x) row[x] = s[x + y];
      for (x = 0; x < 5; ++x) s[x + y] = row[x] ^ (uint16_t) (~row[(x + 1) % 5] & row[(x + 2) % 5]);
    }
    /* iota */
    s[0] ^= (uint16_t) keccak_rc[round];
  }
}

#endif
