/*
 * tinyjambu/permutation-armv6.h: the keyed permutation P_n of TinyJAMBU for 32-bit ARM (ARMv6,
 * the ARM1176), 128 steps per loop iteration in place as in tinyjambu/permutation-opt.h,
 * written for the barrel shifter: the taps 47 and 91 are funnel shifts of two words whose
 * halves never share a bit, so their OR is an XOR and each half is one eor with a shifted
 * operand (w ^= a >> 15; w ^= b << 17); the NAND's complement is folded into the key words
 * (TINYJAMBU_KEY_COMPLEMENTED: tinyjambu/state.h stores them complemented), so 32 steps are
 * 11 data instructions and a load of the key word. TinyJAMBU-128 under qemu
 * (scripts/instructions, long messages): 102.6 instructions per byte against 136.6 for
 * tinyjambu/permutation-opt.h (gcc 12 -O3; clang 14: 107.6 against 146.8).
 * Specified in H. Wu, T. Huang, "TinyJAMBU ... (Version 2)", NIST LWC finalist (2021), 2.2.
 * Same interface as tinyjambu/permutation-ref.h. Constant time: no branch or index depends on
 * the key or the state. Public domain (CC0).
 */
#ifndef TINYJAMBU_PERMUTATION_H
#define TINYJAMBU_PERMUTATION_H

#if !defined(__arm__) || defined(__thumb__)
#error "tinyjambu/permutation-armv6.h is for 32-bit ARM in ARM state (-marm)"
#endif

#define TINYJAMBU_KEY_COMPLEMENTED
#include "tinyjambu/state.h"

/* 32 steps: w (the oldest word) ^= feedback of the words a, b, c above it and the complemented
   key word nk: w ^ t47 ^ ~(t70 & t85) ^ t91 ^ k = w ^ t47 ^ t91 ^ (t70 & t85) ^ nk. */
#define TINYJAMBU_WORD(w, a, b, c, nk)                                                   \
  do {                                                                                   \
    uint32_t t70 = b >> 6 | c << 26, t85 = b >> 21 | c << 11;                            \
    w ^= a >> 15; w ^= b << 17; w ^= b >> 27; w ^= c << 5;                              \
    w ^= t70 & t85; w ^= (nk);                                                           \
  } while (0)

/* P_n with n = 128 * blocks steps. Each block uses four key words, from word 0, 4, 2, ...
   modulo the key's length; key->w repeats the first four after the key, so they are in a row. */
static void tinyjambu_permute(uint32_t s[4], const struct tinyjambu_key *key, unsigned blocks)
{
  uint32_t s0 = s[0], s1 = s[1], s2 = s[2], s3 = s[3];
  const uint32_t *k = key->w;
  unsigned j = 0;
  for (; blocks > 0; --blocks) {
    TINYJAMBU_WORD(s0, s1, s2, s3, k[j]);
    TINYJAMBU_WORD(s1, s2, s3, s0, k[j + 1]);
    TINYJAMBU_WORD(s2, s3, s0, s1, k[j + 2]);
    TINYJAMBU_WORD(s3, s0, s1, s2, k[j + 3]);
    j += 4;
    if (j >= TINYJAMBU_KEYWORDS) j -= TINYJAMBU_KEYWORDS;   /* public: the step count */
  }
  s[0] = s0; s[1] = s1; s[2] = s2; s[3] = s3;
}

#endif
