/*
 * tinyjambu/permutation-opt.h: the keyed permutation P_n of TinyJAMBU, 128 steps per loop
 * iteration: four words of feedback, each computed in place over the word it replaces, so the
 * state never moves (after 128 steps every word is back where it started). The taps 70, 85 and
 * 91 all lie in the 64 bits above bit 64 of the word being replaced, so they are three shifts of
 * one 64-bit concatenation; tap 47 is one shift of the concatenation below it.
 * Specified in H. Wu, T. Huang, "TinyJAMBU ... (Version 2)", NIST LWC finalist (2021), 2.2.
 * Constant time: no branch or index depends on the key or the state. Public domain (CC0).
 */
#ifndef TINYJAMBU_PERMUTATION_H
#define TINYJAMBU_PERMUTATION_H

#include "tinyjambu/state.h"

/* 32 steps: w (the oldest word) ^= feedback of the words a, b, c above it, key word kw. */
#define TINYJAMBU_WORD(w, a, b, c, kw)                                                   \
  do {                                                                                   \
    uint64_t ab = (uint64_t) b << 32 | a, bc = (uint64_t) c << 32 | b;                   \
    w ^= (uint32_t) (ab >> 15) ^ ~((uint32_t) (bc >> 6) & (uint32_t) (bc >> 21))         \
         ^ (uint32_t) (bc >> 27) ^ (kw);                                                 \
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
