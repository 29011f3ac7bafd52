/*
 * tinyjambu/permute-words.h: the loop of P_n shared by the in-place permutations
 * (tinyjambu/permutation-opt.h, permutation-armv6.h): 128 steps per iteration as four word
 * updates, each over the word it replaces, so the state never moves. The includer defines
 * TINYJAMBU_WORD(w, a, b, c, kw) first: w (the oldest word) ^= the feedback of a, b, c and
 * the key word kw, in its own key representation.
 * Constant time: the step count is public. Public domain (CC0).
 */
#ifndef TINYJAMBU_PERMUTE_WORDS_H
#define TINYJAMBU_PERMUTE_WORDS_H

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
