/*
 * keccak/f200.h: the Keccak-f[200] permutation (18 rounds on 25 lanes of 8 bits), every round
 * unrolled (keccak/rounds.h with 8-bit lanes: rho's offsets taken mod 8, the round constants
 * truncated to the lane, as FIPS 202 3.2.5 defines them for w = 8), the state in 25 locals.
 * The state is s[x + 5*y]: byte i of the state is lane i. Used by Elephant's Delirium
 * (elephant/delirium.h). Specified in FIPS 202 (2015), section 3; the Keccak reference 3.0.
 * Constant time. Public domain (CC0).
 */
#ifndef KECCAK_F200_H
#define KECCAK_F200_H

#include <stdint.h>
#include "keccak/lanes.h"  /* keccak_rc */

#define KECCAK_XOR(a, b) ((uint8_t) ((a) ^ (b)))
#define KECCAK_XOR5(a, b, c, d, e) ((uint8_t) ((a) ^ (b) ^ (c) ^ (d) ^ (e)))
#define KECCAK_ROTL(v, n) ((uint8_t) ((v) << ((n) % 8) | (v) >> ((8 - (n) % 8) % 8)))
#define KECCAK_CHI(a, b, c) ((uint8_t) ((a) ^ (~(b) & (c))))
#define KECCAK_RC(i) ((uint8_t) keccak_rc[i])
#include "keccak/rounds.h"

static inline void keccak_f200(uint8_t s[25])
{
  uint8_t b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4
    KECCAK_LANES(KECCAK_DECLARE, a) KECCAK_LANES(KECCAK_DECLARE, e);
  int i;

  KECCAK_LANES(KECCAK_LOAD, a)
  for (i = 0; i < 18; i += 2) {
    KECCAK_ROUND(a, e, i)
    KECCAK_ROUND(e, a, i + 1)
  }
  KECCAK_LANES(KECCAK_STORE, a)
}

#include "keccak/rounds-end.h"

#endif
