/*
 * ascon/permutation-armv6.h: the Ascon permutation p^rounds for 32-bit ARM (ARMv6, the ARM1176,
 * ARM state), on the bit-interleaved state: each 64-bit word kept as two 32-bit halves, its
 * even bits (e) and its odd bits (o), so that every 64-bit rotation is two 32-bit rotations
 * (ror64 by 2k: each half by k; by 2k+1: the halves swap, e' = o ror k, o' = e ror k+1), and
 * each of those folds into the eor that uses it (the barrel shifter).
 * A round is 56 instructions, all data-processing, in one block of inline assembly:
 *  - the round constant: one eor per half (its even bits, its odd bits);
 *  - the S-box on the five even halves, then on the five odd ones (it is bitwise): the input
 *    map, the chi-like core t_i = x_i ^ (~x_{i+1} & x_{i+2}) in place (bic is the and-not; two
 *    and-nots kept in t, u because their inputs change before they are added, v for the rest),
 *    the output map and x2's complement: 17 instructions;
 *  - the linear layer x ^= ror64(x, a) ^ ror64(x, b), written x ^= ror64(x ^ ror64(x, b-a), a):
 *    4 eors a word, the rotations worked out below per word.
 * Ten state halves and three temporaries take 13 of the 14 registers; the compilers (gcc 12,
 * clang 14) spill and reload state halves inside the round when it is written in C (65 and 83
 * instructions per byte of Ascon-128 against 50 with this block).
 * The rounds are one function per translation unit entered at round 12 - rounds (a switch
 * that falls through), not inlined at every call: 12 rounds are 2.7 KB of code, and the
 * ARM1176 has a 16 KB instruction cache.
 * The state words (ascon/state.h) hold the interleaved form, odd half << 32 | even half
 * (ascon/interleave.h's); ASCON_STATE_INTERLEAVED tells ascon/aead.h to convert the data
 * (the bi32 variants' bytes are in that form already, so they convert nothing).
 * Specified in "Ascon v1.2" (NIST LWC submission, 2021), section 2, "Permutation"; the
 * interleaving is that of the Ascon designers' 32-bit implementations (bi32).
 * Same interface as ascon/permutation-ref.h: ascon_permute(s, rounds), rounds 1, 6, 8 or 12.
 * Constant time: no branch or index depends on the state (the switch is on the round count).
 * Public domain (CC0).
 */
#ifndef ASCON_PERMUTATION_H
#define ASCON_PERMUTATION_H

#if !defined(__arm__) || defined(__thumb__) || !defined(__GNUC__)
#error "ascon/permutation-armv6.h needs 32-bit ARM in ARM state (-marm) and GNU C inline assembly"
#endif

#include "ascon/state.h"

#define ASCON_STATE_INTERLEAVED

/* the S-box on one set of halves x0..x4 (assembly text) */
#define ASCON_SBOX_ASM(x0, x1, x2, x3, x4) \
  "eor " x0 ", " x0 ", " x4 "\n\t" \
  "eor " x4 ", " x4 ", " x3 "\n\t" \
  "eor " x2 ", " x2 ", " x1 "\n\t" \
  "bic %[t], " x2 ", " x1 "\n\t" \
  "bic %[u], " x3 ", " x2 "\n\t" \
  "bic %[v], " x4 ", " x3 "\n\t" \
  "eor " x2 ", " x2 ", %[v]\n\t" \
  "bic %[v], " x0 ", " x4 "\n\t" \
  "eor " x3 ", " x3 ", %[v]\n\t" \
  "bic %[v], " x1 ", " x0 "\n\t" \
  "eor " x4 ", " x4 ", %[v]\n\t" \
  "eor " x0 ", " x0 ", %[t]\n\t" \
  "eor " x1 ", " x1 ", %[u]\n\t" \
  "eor " x1 ", " x1 ", " x0 "\n\t" \
  "eor " x0 ", " x0 ", " x4 "\n\t" \
  "eor " x3 ", " x3 ", " x2 "\n\t" \
  "mvn " x2 ", " x2 "\n\t"

/* One round; c is the byte of the standard round constant, split into its even bits (for e2)
   and its odd bits (for o2). Linear layer, per word (a, b) with d = b - a: t = ye, u = yo.
     x0 (19, 28), d 9:  ye = e ^ o ror 4,  yo = o ^ e ror 5;  e ^= yo ror 9,  o ^= ye ror 10
     x1 (39, 61), d 22: ye = e ^ e ror 11, yo = o ^ o ror 11; e ^= yo ror 19, o ^= ye ror 20
     x2 (1, 6), d 5:    ye = e ^ o ror 2,  yo = o ^ e ror 3;  e ^= yo,        o ^= ye ror 1
     x3 (10, 17), d 7:  ye = e ^ o ror 3,  yo = o ^ e ror 4;  e ^= ye ror 5,  o ^= yo ror 5
     x4 (7, 41), d 34:  ye = e ^ e ror 17, yo = o ^ o ror 17; e ^= yo ror 3,  o ^= ye ror 4 */
#define ASCON_EVEN4(c) (((c) & 1) | ((c) >> 1 & 2) | ((c) >> 2 & 4) | ((c) >> 3 & 8))
#define ASCON_ROUND(c) \
  __asm__("eor %[e2], %[e2], %[ce]\n\t" \
          "eor %[o2], %[o2], %[co]\n\t" \
          ASCON_SBOX_ASM("%[e0]", "%[e1]", "%[e2]", "%[e3]", "%[e4]") \
          ASCON_SBOX_ASM("%[o0]", "%[o1]", "%[o2]", "%[o3]", "%[o4]") \
          "eor %[t], %[e0], %[o0], ror #4\n\t" \
          "eor %[u], %[o0], %[e0], ror #5\n\t" \
          "eor %[e0], %[e0], %[u], ror #9\n\t" \
          "eor %[o0], %[o0], %[t], ror #10\n\t" \
          "eor %[t], %[e1], %[e1], ror #11\n\t" \
          "eor %[u], %[o1], %[o1], ror #11\n\t" \
          "eor %[e1], %[e1], %[u], ror #19\n\t" \
          "eor %[o1], %[o1], %[t], ror #20\n\t" \
          "eor %[t], %[e2], %[o2], ror #2\n\t" \
          "eor %[u], %[o2], %[e2], ror #3\n\t" \
          "eor %[e2], %[e2], %[u]\n\t" \
          "eor %[o2], %[o2], %[t], ror #1\n\t" \
          "eor %[t], %[e3], %[o3], ror #3\n\t" \
          "eor %[u], %[o3], %[e3], ror #4\n\t" \
          "eor %[e3], %[e3], %[t], ror #5\n\t" \
          "eor %[o3], %[o3], %[u], ror #5\n\t" \
          "eor %[t], %[e4], %[e4], ror #17\n\t" \
          "eor %[u], %[o4], %[o4], ror #17\n\t" \
          "eor %[e4], %[e4], %[u], ror #3\n\t" \
          "eor %[o4], %[o4], %[t], ror #4" \
          : [e0] "+r"(e0), [e1] "+r"(e1), [e2] "+r"(e2), [e3] "+r"(e3), [e4] "+r"(e4), \
            [o0] "+r"(o0), [o1] "+r"(o1), [o2] "+r"(o2), [o3] "+r"(o3), [o4] "+r"(o4), \
            [t] "=&r"(t), [u] "=&r"(u), [v] "=&r"(v) \
          : [ce] "I"(ASCON_EVEN4(c)), [co] "I"(ASCON_EVEN4((c) >> 1)))

/* p^b runs the last b of the 12 rounds, constants f0 e1 d2 ... 4b. Not inlined (see above);
   unused: a file that never calls it gets no warning. */
__attribute__((noinline, unused))
static void ascon_permute(ascon_state *s, int rounds)
{
  uint32_t e0 = (uint32_t) s->x[0], e1 = (uint32_t) s->x[1], e2 = (uint32_t) s->x[2];
  uint32_t e3 = (uint32_t) s->x[3], e4 = (uint32_t) s->x[4];
  uint32_t o0 = (uint32_t) (s->x[0] >> 32), o1 = (uint32_t) (s->x[1] >> 32);
  uint32_t o2 = (uint32_t) (s->x[2] >> 32), o3 = (uint32_t) (s->x[3] >> 32);
  uint32_t o4 = (uint32_t) (s->x[4] >> 32);
  uint32_t t, u, v;
  switch (rounds) {
    case 12: ASCON_ROUND(0xf0); ASCON_ROUND(0xe1); ASCON_ROUND(0xd2); ASCON_ROUND(0xc3);
      /* fall through */
    case 8: ASCON_ROUND(0xb4); ASCON_ROUND(0xa5);
      /* fall through */
    case 6: ASCON_ROUND(0x96); ASCON_ROUND(0x87); ASCON_ROUND(0x78); ASCON_ROUND(0x69);
      ASCON_ROUND(0x5a);
      /* fall through */
    default: ASCON_ROUND(0x4b);
  }
  s->x[0] = (uint64_t) o0 << 32 | e0;
  s->x[1] = (uint64_t) o1 << 32 | e1;
  s->x[2] = (uint64_t) o2 << 32 | e2;
  s->x[3] = (uint64_t) o3 << 32 | e3;
  s->x[4] = (uint64_t) o4 << 32 | e4;
}

#endif
