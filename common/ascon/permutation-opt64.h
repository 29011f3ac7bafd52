/*
 * ascon/permutation-opt64.h: the Ascon permutation p^rounds for 64-bit processors: the state in
 * five local words, every round written out, 37 operations a round (see x2 below).
 * Specified in "Ascon v1.2" (NIST LWC submission, 2021), section 2, "Permutation".
 * Same interface as ascon/permutation-ref.h: ascon_permute(s, rounds), rounds 1, 6, 8 or 12.
 * Public domain (CC0).
 */
#ifndef ASCON_PERMUTATION_H
#define ASCON_PERMUTATION_H

#include "ascon/state.h"

#define ASCON_ROR(x, n) ((x) >> (n) | (x) << (64 - (n)))

/* One round, except its constant: x2 enters with it already added. n0 and n2 read x2 and x4
   before the input map: ~x1 & (x2 ^ x1) = ~x1 & x2, ~x3 & (x4 ^ x3) = ~x3 & x4. The S-box
   ends with x2 = ~x2 and the next round starts with x2 ^= c; since the linear layer maps ~v
   to ~L(v), both are done in one operation at the end of x2's linear layer, x2 ^= ~next
   (next = 0 after the last round: the complement alone). The order of the xors on x2 lets
   the constant go in while the rotations are computed, off the path from x1 to x2 ^= x1. */
#define ASCON_ROUND(next) do { \
    uint64_t t0, t1, t2, t3, t4, n0 = ~x1 & x2, n2 = ~x3 & x4; \
    x0 ^= x4; \
    x4 ^= x3; \
    x2 ^= x1; \
    t0 = x0 ^ n0; \
    t1 = x1 ^ (~x2 & x3); \
    t2 = x2 ^ n2; \
    t3 = x3 ^ (~x4 & x0); \
    t4 = x4 ^ (~x0 & x1); \
    t1 ^= t0; \
    t0 ^= t4; \
    t3 ^= t2; \
    x0 = t0 ^ ASCON_ROR(t0, 19) ^ ASCON_ROR(t0, 28); \
    x1 = t1 ^ ASCON_ROR(t1, 61) ^ ASCON_ROR(t1, 39); \
    x2 = (t2 ^ ~(uint64_t) (next)) ^ (ASCON_ROR(t2, 1) ^ ASCON_ROR(t2, 6)); \
    x3 = t3 ^ ASCON_ROR(t3, 10) ^ ASCON_ROR(t3, 17); \
    x4 = t4 ^ ASCON_ROR(t4, 7) ^ ASCON_ROR(t4, 41); \
  } while (0)

/* Inlined even where the compiler would not (gcc -O3 calls it otherwise, and then rounds is no
   longer a constant that removes the ifs; every call site in ascon/aead.h passes a constant). */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline void ascon_permute(ascon_state *s, int rounds)
{
  uint64_t x0 = s->x[0], x1 = s->x[1], x2 = s->x[2], x3 = s->x[3], x4 = s->x[4];
  ASCON_ROUNDS(rounds);
  s->x[0] = x0;
  s->x[1] = x1;
  s->x[2] = x2;
  s->x[3] = x3;
  s->x[4] = x4;
}

#endif
