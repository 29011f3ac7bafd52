/*
 * ascon/permutation-amd64-bmi2.h: the Ascon permutation p^rounds for amd64 with BMI1 and BMI2,
 * each round one block of inline assembly: 37 instructions (andn for the S-box's and-not,
 * rorx for rotations that keep their source), the state in five registers, in an order
 * measured on Zen 5.
 * Why assembly: the rounds are the rounds of ascon/permutation-opt64.h, but gcc 12 and clang 14
 * rewrite x2 ^ ~c into two values and reorder the rest, costing 7-10% (measured on Zen 4);
 * inside asm the instructions and their order are as written here.
 * Specified in "Ascon v1.2" (NIST LWC submission, 2021), section 2, "Permutation".
 * Same interface as ascon/permutation-ref.h: ascon_permute(s, rounds), rounds 1, 6, 8 or 12.
 * Public domain (CC0).
 */
#ifndef ASCON_PERMUTATION_H
#define ASCON_PERMUTATION_H

#if !defined(__x86_64__) || !defined(__GNUC__)
#error "ascon/permutation-amd64-bmi2.h needs amd64 and GNU C inline assembly"
#endif
#if !defined(__BMI__) || !defined(__BMI2__)
#error "ascon/permutation-amd64-bmi2.h needs BMI1 and BMI2 (andn, rorx)"
#endif

#include "ascon/state.h"

/* One round as in ascon/permutation-opt64.h: x2 enters with its constant added and leaves
   with ~next added (the S-box's final complement and the next round's constant in one xor).
   S-box: the input map (x0 ^= x4, x4 ^= x3, x2 ^= x1), five andn and five xor (the chi-like
   core, t_i = x_i ^ (~x_(i+1) & x_(i+2))), the output map (t1 ^= t0, t0 ^= t4, t3 ^= t2; t2's
   complement deferred). Two of the andn read x2 and x4 before the input map changes them:
   ~x1 & (x2 ^ x1) = ~x1 & x2 and ~x3 & (x4 ^ x3) = ~x3 & x4, one instruction less on the path
   from x1 to t0. Linear layer: x_i = t_i ^ ror(t_i, a) ^ ror(t_i, b), as rorx a into x_i, xor
   t_i, rorx b into t_i itself (renaming makes it independent), xor: no scratch register.
   AT&T order: andn a, b, d is d = ~b & a.
   The order of the 37 instructions is measured, not derived: the fastest of 400 random orders
   the dependencies allow, then moves of one instruction while one made it faster, each timed
   as p^12 in a loop. It takes 4.96 ticks a round where the S-box then the linear layer word
   by word takes 5.20 (Zen 5; the critical path is 7 instructions, and the round's 37 keep
   five or more of the six ALUs busy, so which instruction waits matters). */
#define ASCON_ROUND(next) \
  __asm__("andn %[x4], %[x3], %[t2]\n\t" \
          "andn %[x2], %[x1], %[t0]\n\t" \
          "xor %[x4], %[x0]\n\t" \
          "xor %[x1], %[x2]\n\t" \
          "xor %[x2], %[t2]\n\t" \
          "andn %[x3], %[x2], %[t1]\n\t" \
          "rorx $1, %[t2], %[x2]\n\t" \
          "andn %[x1], %[x0], %[t4]\n\t" \
          "xor %[x3], %[x4]\n\t" \
          "xor %[x4], %[t4]\n\t" \
          "andn %[x0], %[x4], %[t3]\n\t" \
          "xor %[x3], %[t3]\n\t" \
          "xor %[t2], %[t3]\n\t" \
          "rorx $10, %[t3], %[x3]\n\t" \
          "xor %[k], %[x2]\n\t" \
          "xor %[t3], %[x3]\n\t" \
          "rorx $17, %[t3], %[t3]\n\t" \
          "xor %[x0], %[t0]\n\t" \
          "xor %[x1], %[t1]\n\t" \
          "xor %[t0], %[t1]\n\t" \
          "rorx $7, %[t4], %[x4]\n\t" \
          "xor %[t2], %[x2]\n\t" \
          "rorx $61, %[t1], %[x1]\n\t" \
          "xor %[t4], %[t0]\n\t" \
          "rorx $19, %[t0], %[x0]\n\t" \
          "rorx $6, %[t2], %[t2]\n\t" \
          "xor %[t1], %[x1]\n\t" \
          "rorx $39, %[t1], %[t1]\n\t" \
          "xor %[t4], %[x4]\n\t" \
          "rorx $41, %[t4], %[t4]\n\t" \
          "xor %[t0], %[x0]\n\t" \
          "rorx $28, %[t0], %[t0]\n\t" \
          "xor %[t1], %[x1]\n\t" \
          "xor %[t3], %[x3]\n\t" \
          "xor %[t2], %[x2]\n\t" \
          "xor %[t4], %[x4]\n\t" \
          "xor %[t0], %[x0]" \
          : [x0] "+r"(x0), [x1] "+r"(x1), [x2] "+r"(x2), [x3] "+r"(x3), [x4] "+r"(x4), \
            [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [t4] "=&r"(t4) \
          : [k] "e"(~(long long) (next)) \
          : "cc")

/* Inlined even where the compiler would not: every call site passes a constant rounds. */
__attribute__((always_inline))
static inline void ascon_permute(ascon_state *s, int rounds)
{
  uint64_t x0 = s->x[0], x1 = s->x[1], x2 = s->x[2], x3 = s->x[3], x4 = s->x[4];
  uint64_t t0, t1, t2, t3, t4;
  ASCON_ROUNDS(rounds);
  s->x[0] = x0;
  s->x[1] = x1;
  s->x[2] = x2;
  s->x[3] = x3;
  s->x[4] = x4;
}

#endif
