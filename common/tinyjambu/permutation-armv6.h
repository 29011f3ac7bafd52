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

#include "tinyjambu/permute-words.h"

#endif
