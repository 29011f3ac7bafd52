/*
 * keccak/p400-opt.h: the Keccak-p[400, nr] permutation, every round unrolled (keccak/rounds.h
 * with 16-bit lanes: rho's offsets taken mod 16, the constants truncated), the state in 25
 * local variables. Specified in FIPS 202 (2015), section 3; same interface and state layout as
 * keccak/p400-ref.h (include exactly one): keccak_p400(s, nr), nr 1..20.
 * Two rounds per loop iteration swap the two sets of lanes; an odd nr starts with one round
 * and a copy back. Public domain (CC0).
 */
#ifndef KECCAK_P400_H
#define KECCAK_P400_H

#include <stdint.h>
#include "keccak/lanes.h"  /* keccak_rc */

#define KECCAK_XOR(a, b) ((uint16_t) ((a) ^ (b)))
#define KECCAK_XOR5(a, b, c, d, e) ((uint16_t) ((a) ^ (b) ^ (c) ^ (d) ^ (e)))
#define KECCAK_ROTL(v, n) ((uint16_t) ((v) << ((n) % 16) | (v) >> ((16 - (n) % 16) % 16)))
#define KECCAK_CHI(a, b, c) ((uint16_t) ((a) ^ (~(b) & (c))))
#define KECCAK_RC(i) ((uint16_t) keccak_rc[i])
#include "keccak/rounds.h"

#define KECCAK_P400_FROM_E(A, x, y) A##x##y = e##x##y;

static inline void keccak_p400(uint16_t s[25], int nr)
{
  uint16_t b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4
    KECCAK_LANES(KECCAK_DECLARE, a) KECCAK_LANES(KECCAK_DECLARE, e);
  int i = 20 - nr;

  KECCAK_LANES(KECCAK_LOAD, a)
  if (nr % 2) {
    KECCAK_ROUND(a, e, i)
    KECCAK_LANES(KECCAK_P400_FROM_E, a)
    ++i;
  }
  for (; i < 20; i += 2) {
    KECCAK_ROUND(a, e, i)
    KECCAK_ROUND(e, a, i + 1)
  }
  KECCAK_LANES(KECCAK_STORE, a)
}

#undef KECCAK_P400_FROM_E
#include "keccak/rounds-end.h"

#endif
