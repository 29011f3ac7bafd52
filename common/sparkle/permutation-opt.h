/*
 * sparkle/permutation-opt.h: the Sparkle permutations with the state in named locals: the
 * branches' Alzette boxes and the linear layer written out for 4, 6 and 8 branches, the
 * branch rotation done by renaming (a step computes the new state from the old in one pass).
 * Same interface and state layout as sparkle/permutation-ref.h: sparkle_permute(s, n, steps).
 * Specified in C. Beierle et al., "Schwaemm and Esch ...", NIST LWC finalist (2021), section 2.
 * Constant time: additions, rotations and XORs only. Public domain (CC0).
 */
#ifndef SPARKLE_PERMUTATION_H
#define SPARKLE_PERMUTATION_H

#include <stdint.h>
#include "sparkle/constants.h"

/* The branch j = (x_j, y_j) of s[] as locals x##j, y##j */
#define SPARKLE_LOAD(j) uint32_t x##j = s[2 * (j)], y##j = s[2 * (j) + 1];
#define SPARKLE_STORE(j) s[2 * (j)] = x##j; s[2 * (j) + 1] = y##j;
#define SPARKLE_BOX(j) SPARKLE_ALZETTE(x##j, y##j, sparkle_rcon[j]);
/* New left branch l from the old right branch r and left branch m (= r - b, rotated by one) */
#define SPARKLE_MIX(l, r, m) \
  t##l = x##r ^ x##m ^ ty; u##l = y##r ^ y##m ^ tx;

static inline void sparkle4(uint32_t *s, int steps)
{
  SPARKLE_LOAD(0) SPARKLE_LOAD(1) SPARKLE_LOAD(2) SPARKLE_LOAD(3)
  uint32_t tx, ty, t0, t1, u0, u1;
  int i;
  for (i = 0; i < steps; ++i) {
    y0 ^= sparkle_rcon[i & 7];
    y1 ^= (uint32_t) i;
    SPARKLE_BOX(0) SPARKLE_BOX(1) SPARKLE_BOX(2) SPARKLE_BOX(3)
    tx = SPARKLE_ELL(x0 ^ x1);
    ty = SPARKLE_ELL(y0 ^ y1);
    SPARKLE_MIX(0, 3, 1) SPARKLE_MIX(1, 2, 0)
    x2 = x0; y2 = y0; x3 = x1; y3 = y1;
    x0 = t0; y0 = u0; x1 = t1; y1 = u1;
  }
  SPARKLE_STORE(0) SPARKLE_STORE(1) SPARKLE_STORE(2) SPARKLE_STORE(3)
}

static inline void sparkle6(uint32_t *s, int steps)
{
  SPARKLE_LOAD(0) SPARKLE_LOAD(1) SPARKLE_LOAD(2) SPARKLE_LOAD(3) SPARKLE_LOAD(4)
  SPARKLE_LOAD(5)
  uint32_t tx, ty, t0, t1, t2, u0, u1, u2;
  int i;
  for (i = 0; i < steps; ++i) {
    y0 ^= sparkle_rcon[i & 7];
    y1 ^= (uint32_t) i;
    SPARKLE_BOX(0) SPARKLE_BOX(1) SPARKLE_BOX(2) SPARKLE_BOX(3) SPARKLE_BOX(4) SPARKLE_BOX(5)
    tx = SPARKLE_ELL(x0 ^ x1 ^ x2);
    ty = SPARKLE_ELL(y0 ^ y1 ^ y2);
    SPARKLE_MIX(0, 4, 1) SPARKLE_MIX(1, 5, 2) SPARKLE_MIX(2, 3, 0)
    x3 = x0; y3 = y0; x4 = x1; y4 = y1; x5 = x2; y5 = y2;
    x0 = t0; y0 = u0; x1 = t1; y1 = u1; x2 = t2; y2 = u2;
  }
  SPARKLE_STORE(0) SPARKLE_STORE(1) SPARKLE_STORE(2) SPARKLE_STORE(3) SPARKLE_STORE(4)
  SPARKLE_STORE(5)
}

static inline void sparkle8(uint32_t *s, int steps)
{
  SPARKLE_LOAD(0) SPARKLE_LOAD(1) SPARKLE_LOAD(2) SPARKLE_LOAD(3) SPARKLE_LOAD(4)
  SPARKLE_LOAD(5) SPARKLE_LOAD(6) SPARKLE_LOAD(7)
  uint32_t tx, ty, t0, t1, t2, t3, u0, u1, u2, u3;
  int i;
  for (i = 0; i < steps; ++i) {
    y0 ^= sparkle_rcon[i & 7];
    y1 ^= (uint32_t) i;
    SPARKLE_BOX(0) SPARKLE_BOX(1) SPARKLE_BOX(2) SPARKLE_BOX(3)
    SPARKLE_BOX(4) SPARKLE_BOX(5) SPARKLE_BOX(6) SPARKLE_BOX(7)
    tx = SPARKLE_ELL(x0 ^ x1 ^ x2 ^ x3);
    ty = SPARKLE_ELL(y0 ^ y1 ^ y2 ^ y3);
    SPARKLE_MIX(0, 5, 1) SPARKLE_MIX(1, 6, 2) SPARKLE_MIX(2, 7, 3) SPARKLE_MIX(3, 4, 0)
    x4 = x0; y4 = y0; x5 = x1; y5 = y1; x6 = x2; y6 = y2; x7 = x3; y7 = y3;
    x0 = t0; y0 = u0; x1 = t1; y1 = u1; x2 = t2; y2 = u2; x3 = t3; y3 = u3;
  }
  SPARKLE_STORE(0) SPARKLE_STORE(1) SPARKLE_STORE(2) SPARKLE_STORE(3) SPARKLE_STORE(4)
  SPARKLE_STORE(5) SPARKLE_STORE(6) SPARKLE_STORE(7)
}

/* n is a constant where Schwaemm calls it, so one of the three remains. */
static inline void sparkle_permute(uint32_t *s, int n, int steps)
{
  if (n == 4) sparkle4(s, steps);
  else if (n == 6) sparkle6(s, steps);
  else sparkle8(s, steps);
}

#endif
