/*
 * keccak/p400-opt.h: the Keccak-p[400, nr] permutation, every round unrolled (keccak/rounds.h
 * with 16-bit lanes: rho's offsets taken mod 16, the constants truncated), the state in 25
 * local variables. Specified in FIPS 202 (2015), section 3; same interface and state layout as
 * keccak/p400-ref.h (include exactly one): keccak_p400(s, nr), nr 1..20, and
 * keccak_p400_absorb_bits.
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

/* rounds 20 - nr .. 19 on the lanes a */
#define KECCAK_P400_ROUNDS(nr) do { \
    int i_ = 20 - (nr); \
    if ((nr) % 2) { \
      KECCAK_ROUND(a, e, i_) \
      KECCAK_LANES(KECCAK_P400_FROM_E, a) \
      ++i_; \
    } \
    for (; i_ < 20; i_ += 2) { \
      KECCAK_ROUND(a, e, i_) \
      KECCAK_ROUND(e, a, i_ + 1) \
    } \
  } while (0)

#define KECCAK_P400_LOCALS \
  uint16_t b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4 \
    KECCAK_LANES(KECCAK_DECLARE, a) KECCAK_LANES(KECCAK_DECLARE, e)

static inline void keccak_p400(uint16_t s[25], int nr)
{
  KECCAK_P400_LOCALS;
  KECCAK_LANES(KECCAK_LOAD, a)
  KECCAK_P400_ROUNDS(nr);
  KECCAK_LANES(KECCAK_STORE, a)
}

/* See keccak/p400-ref.h: the state stays in the local lanes across all the bits. */
static inline void keccak_p400_absorb_bits(uint16_t s[25], const unsigned char *y, int nbits,
                                           int nr)
{
  KECCAK_P400_LOCALS;
  int j;
  KECCAK_LANES(KECCAK_LOAD, a)
  j = 0;
  if (nr == 1)                             /* two bits an iteration: no copy between rounds */
    for (; j + 2 <= nbits; j += 2) {
      a00 ^= (uint16_t) ((y[j / 8] << (j % 8)) & 0x80);
      KECCAK_ROUND(a, e, 19)
      e00 ^= (uint16_t) ((y[(j + 1) / 8] << ((j + 1) % 8)) & 0x80);
      KECCAK_ROUND(e, a, 19)
    }
  for (; j < nbits; ++j) {
    a00 ^= (uint16_t) ((y[j / 8] << (j % 8)) & 0x80);
    KECCAK_P400_ROUNDS(nr);
  }
  KECCAK_LANES(KECCAK_STORE, a)
}

#undef KECCAK_P400_FROM_E
#undef KECCAK_P400_ROUNDS
#undef KECCAK_P400_LOCALS
#include "keccak/rounds-end.h"

#endif
