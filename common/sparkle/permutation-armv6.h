/*
 * sparkle/permutation-armv6.h: the Sparkle permutations for 32-bit ARM (ARMv6, the ARM1176).
 * Sparkle384 and Sparkle512 (6 and 8 branches) are in assembly (sparkle/armv6-steps.S, which
 * the implementation also includes, from a .S file of its own: their 12 and 16 words do not
 * fit the registers, and the compilers spill). Sparkle256's 8 words do fit; it is C shaped
 * for the ARM1176:
 *  - no moves: a step writes each new left branch over the right branch it is computed from
 *    (x_r ^= x_m ^ ell(ty)), and the branches are renamed instead of moved. The names come
 *    back after 4 steps, so the loop body is 4 steps, each followed by the exit test (the step
 *    count is public), and the state is stored from the names the exit found;
 *  - every rotation in the barrel shifter: Alzette's rotations fold into its adds and eors,
 *    ell(t) = (t ^ t << 16) ror 16 is one eor and a rotation folded into each eor that reads it;
 *  - each branch's round constant pinned in a register (CB_OPAQUE): ARMv6 has no movw/movt
 *    and a 32-bit constant is not an immediate, so gcc otherwise applies x ^= c, four times
 *    a box, as four eors of 8-bit pieces each, 12 extra instructions a box where one load does.
 * Same interface and state layout as sparkle/permutation-ref.h: sparkle_permute(s, n, steps).
 * Specified in C. Beierle et al., "Schwaemm and Esch ...", NIST LWC finalist (2021), section 2.
 * Constant time: additions, rotations and XORs only; branches on the step count (at least 1)
 * only. Public domain (CC0).
 */
#ifndef SPARKLE_PERMUTATION_H
#define SPARKLE_PERMUTATION_H

#if !defined(__arm__) || defined(__thumb__)
#error "sparkle/permutation-armv6.h is for 32-bit ARM in ARM state (-marm)"
#endif

#include <stdint.h>
#include "compiler/opaque.h"
#include "sparkle/constants.h"

/* Alzette on the branch named v at position p (its constant sparkle_rcon[p]) */
#define SPARKLE_BOX(p, v) { \
    uint32_t c = sparkle_rcon[p]; CB_OPAQUE(c); SPARKLE_ALZETTE(x##v, y##v, c); \
  }
/* the new left branch over the right branch r, from the left branch m */
#define SPARKLE_MIX(r, m) \
  x##r ^= x##m ^ SPARKLE_ROT(ty, 16); y##r ^= y##m ^ SPARKLE_ROT(tx, 16);
/* the step counter and constant added to the first two branches (names a, b) */
#define SPARKLE_ADD(a, b) y##a ^= sparkle_rcon[i & 7]; y##b ^= (uint32_t) i;
/* tx, ty before their rotation by 16: ell(t) = (t ^ t << 16) ror 16 */
#define SPARKLE_ELL2(sx, sy) tx = (sx); tx ^= tx << 16; ty = (sy); ty ^= ty << 16;

/* one step on the branches named a b | c d (left | right); the new order is d c | a b */
#define SPARKLE_STEP4(a, b, c, d) \
  SPARKLE_ADD(a, b) SPARKLE_BOX(0, a) SPARKLE_BOX(1, b) SPARKLE_BOX(2, c) SPARKLE_BOX(3, d) \
  SPARKLE_ELL2(x##a ^ x##b, y##a ^ y##b) SPARKLE_MIX(d, b) SPARKLE_MIX(c, a)

/* the state's branch j from or to the local named v */
#define SPARKLE_LOAD(j, v) uint32_t x##v = s[2 * (j)], y##v = s[2 * (j) + 1];
#define SPARKLE_STORE(j, v) s[2 * (j)] = x##v; s[2 * (j) + 1] = y##v;
/* a step, then the exit with the state in the order the step left */
#define SPARKLE_THEN(step, store) { step; if (++i == steps) { store; return; } }

#define SPARKLE_STORE4(a, b, c, d) \
  SPARKLE_STORE(0, a) SPARKLE_STORE(1, b) SPARKLE_STORE(2, c) SPARKLE_STORE(3, d)
static void sparkle4(uint32_t *s, int steps)
{
  SPARKLE_LOAD(0, 0) SPARKLE_LOAD(1, 1) SPARKLE_LOAD(2, 2) SPARKLE_LOAD(3, 3)
  uint32_t tx, ty;
  int i = 0;
  for (;;) {
    SPARKLE_THEN(SPARKLE_STEP4(0, 1, 2, 3), SPARKLE_STORE4(3, 2, 0, 1))
    SPARKLE_THEN(SPARKLE_STEP4(3, 2, 0, 1), SPARKLE_STORE4(1, 0, 3, 2))
    SPARKLE_THEN(SPARKLE_STEP4(1, 0, 3, 2), SPARKLE_STORE4(2, 3, 1, 0))
    SPARKLE_THEN(SPARKLE_STEP4(2, 3, 1, 0), SPARKLE_STORE4(0, 1, 2, 3))
  }
}

/* Sparkle384 and Sparkle512 in assembly (sparkle/armv6-steps.S) */
void CRYPTO_NAMESPACE(sparkle6_armv6)(uint32_t s[12], int steps);
void CRYPTO_NAMESPACE(sparkle8_armv6)(uint32_t s[16], int steps);

/* n is a constant where Schwaemm calls it, so one of the three remains. */
static inline void sparkle_permute(uint32_t *s, int n, int steps)
{
  if (n == 4) sparkle4(s, steps);
  else if (n == 6) CRYPTO_NAMESPACE(sparkle6_armv6)(s, steps);
  else CRYPTO_NAMESPACE(sparkle8_armv6)(s, steps);
}

#endif
