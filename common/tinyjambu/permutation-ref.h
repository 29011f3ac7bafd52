/*
 * tinyjambu/permutation-ref.h: the keyed permutation P_n of TinyJAMBU as specified, 32 steps of
 * the NLFSR at a time: the feedback bit s0 ^ s47 ^ ~(s70 & s85) ^ s91 ^ k(i mod klen) of 32
 * consecutive steps depends only on the state before them, so it is computed for a whole word and
 * the state shifts by a word.
 * Specified in H. Wu, T. Huang, "TinyJAMBU ... (Version 2)", NIST LWC finalist (2021), 2.2.
 * Constant time: no branch or index depends on the key or the state. Public domain (CC0).
 */
#ifndef TINYJAMBU_PERMUTATION_H
#define TINYJAMBU_PERMUTATION_H

#include "tinyjambu/state.h"

/* P_n with n = 128 * blocks steps. */
static void tinyjambu_permute(uint32_t s[4], const struct tinyjambu_key *key, unsigned blocks)
{
  unsigned i;
  uint32_t t47, t70, t85, t91, feedback;
  for (i = 0; i < 4 * blocks; ++i) {
    t47 = s[1] >> 15 | s[2] << 17;       /* bits 47..78 */
    t70 = s[2] >> 6 | s[3] << 26;
    t85 = s[2] >> 21 | s[3] << 11;
    t91 = s[2] >> 27 | s[3] << 5;
    feedback = s[0] ^ t47 ^ ~(t70 & t85) ^ t91 ^ key->w[i % TINYJAMBU_KEYWORDS];
    s[0] = s[1];
    s[1] = s[2];
    s[2] = s[3];
    s[3] = feedback;
  }
}

#endif
