/*
 * sparkle/permutation-ref.h: the Sparkle permutations (Sparkle256, 384, 512: 4, 6 or 8 branches
 * of two 32-bit words), written as specified: a loop over the steps, one over the branches'
 * ARX-boxes (Alzette), and the linear layer with its branch rotation.
 * The state is s[2 * n]: branch j is (x_j, y_j) = (s[2j], s[2j+1]), the order in which the
 * designers' byte strings map onto little-endian words.
 * Specified in C. Beierle et al., "Schwaemm and Esch: Lightweight Authenticated Encryption and
 * Hashing using the Sparkle Permutation Family", NIST LWC finalist (2021), section 2.
 * Constant time: additions, rotations and XORs only. Public domain (CC0).
 */
#ifndef SPARKLE_PERMUTATION_H
#define SPARKLE_PERMUTATION_H

#include <stdint.h>
#include "sparkle/constants.h"

static inline void sparkle_alzette(uint32_t *x, uint32_t *y, uint32_t c)
{
  static const int r[4] = { 31, 17, 0, 24 }, s[4] = { 24, 17, 31, 16 };
  int i;
  for (i = 0; i < 4; ++i) {
    *x += SPARKLE_ROT(*y, r[i]);
    *y ^= SPARKLE_ROT(*x, s[i]);
    *x ^= c;
  }
}

/* The linear layer: the Feistel-like mix of the left half into the right half by ell, then the
   halves swapped with the new left half rotated by one branch. */
static inline void sparkle_linear(uint32_t *s, int n)
{
  uint32_t tx = 0, ty = 0, t[16];
  int b = n / 2, i;
  for (i = 0; i < b; ++i) {
    tx ^= s[2 * i];
    ty ^= s[2 * i + 1];
  }
  tx = SPARKLE_ELL(tx);
  ty = SPARKLE_ELL(ty);
  for (i = 0; i < b; ++i) {
    t[2 * i] = s[2 * (b + i)] ^ s[2 * i] ^ ty;
    t[2 * i + 1] = s[2 * (b + i) + 1] ^ s[2 * i + 1] ^ tx;
  }
  for (i = 0; i < b; ++i) {
    s[2 * (b + i)] = s[2 * i];
    s[2 * (b + i) + 1] = s[2 * i + 1];
  }
  for (i = 0; i < b; ++i) {
    s[2 * i] = t[2 * ((i + 1) % b)];
    s[2 * i + 1] = t[2 * ((i + 1) % b) + 1];
  }
}

/* Sparkle with n branches (4, 6 or 8) and the given number of steps. */
static void sparkle_permute(uint32_t *s, int n, int steps)
{
  int i, j;
  for (i = 0; i < steps; ++i) {
    s[1] ^= sparkle_rcon[i % 8];
    s[3] ^= (uint32_t) i;
    for (j = 0; j < n; ++j) sparkle_alzette(&s[2 * j], &s[2 * j + 1], sparkle_rcon[j]);
    sparkle_linear(s, n);
  }
}

#endif
