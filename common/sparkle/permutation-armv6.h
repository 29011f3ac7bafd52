/*
 * sparkle/permutation-armv6.h: the Sparkle permutations for 32-bit ARM (ARMv6, the ARM1176).
 * Sparkle384 and Sparkle512 (6 and 8 branches) are in assembly (sparkle/armv6-steps.S, which
 * the implementation also includes, from a .S file of its own): their 12 and 16 words do not
 * fit the 14 registers beside the linear layer's sums, and the compilers (gcc 12, clang 14)
 * spill and reload about 70 words a step of Sparkle512.
 * Sparkle256's 8 words do fit, and at Schwaemm's constant step counts the compilers unroll
 * the steps of sparkle/permutation-opt.h and rename its moves away: the same C here (neither
 * pinning its constants in registers nor renaming the branches by hand, in C, counted fewer
 * instructions per byte of Schwaemm128-128: 40.6 and 41.8 against 40.5, gcc 12 -O3, before
 * sparkle/schwaemm.h read its words with compiler/bytes.h).
 * Same interface and state layout as sparkle/permutation-ref.h: sparkle_permute(s, n, steps).
 * Specified in C. Beierle et al., "Schwaemm and Esch ...", NIST LWC finalist (2021), section 2.
 * Constant time: additions, rotations and XORs only; branches on the step count (at least 1)
 * only. Public domain (CC0).
 */
#ifndef SPARKLE_PERMUTATION_ARMV6_H
#define SPARKLE_PERMUTATION_ARMV6_H

#if !defined(__arm__) || defined(__thumb__)
#error "sparkle/permutation-armv6.h is for 32-bit ARM in ARM state (-marm)"
#endif

#include <stdint.h>

/* sparkle4 from sparkle/permutation-opt.h; its sparkle_permute, renamed, is left unused */
#define sparkle_permute sparkle_permute_opt
#include "sparkle/permutation-opt.h"
#undef sparkle_permute

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
