/*
 * spongent/permutation.h: the Spongent-pi[160] and Spongent-pi[176] permutations (Elephant's
 * Dumbo and Jumbo), bitsliced: SPONGENT_BITS (160 or 176) set by the includer.
 * The state's bit b (bit b % 8 of byte b / 8) is bit b / 4 of slice s[b % 4], so the 4-bit
 * S-boxes act on the four slices as Boolean formulas, and the bit permutation
 * P(b) = b * n/4 mod (n - 1) moves slice k's bit i to bit k * n/4 + i: the new bit string is
 * the four slices in a row, sliced again by gathering every fourth bit (nibbles_unzip).
 * Specified in T. Beyne et al., "Elephant v2", NIST LWC finalist (2021), section 2.3, after
 * A. Bogdanov et al., "SPONGENT: A Lightweight Hash Function", CHES 2011.
 * Constant time: no table, no branch on data. Public domain (CC0).
 */
#ifndef SPONGENT_PERMUTATION_H
#define SPONGENT_PERMUTATION_H

#include <stdint.h>
#include "bitslice/nibbles.h"

#if SPONGENT_BITS == 160
#define SPONGENT_ROUNDS 80
#define SPONGENT_IV 0x75
#elif SPONGENT_BITS == 176
#define SPONGENT_ROUNDS 90
#define SPONGENT_IV 0x45
#else
#error "SPONGENT_BITS must be 160 or 176"
#endif
#define SPONGENT_BYTES (SPONGENT_BITS / 8)
#define SPONGENT_Q (SPONGENT_BITS / 4)         /* bits per slice: 40 or 44 */
#define SPONGENT_G (SPONGENT_Q / 4)            /* of them in each residue class mod 4 */

/* The S-box 0xE,D,B,0,2,1,4,F,7,A,8,5,9,C,3,6 on every nibble, as its algebraic normal form. */
static inline void spongent_sbox(uint64_t s[4], uint64_t all)
{
  uint64_t x0 = s[0], x1 = s[1], x2 = s[2], x3 = s[3];
  uint64_t x12 = x1 & x2, x03 = x0 & x3, x123 = x12 & x3;
  s[0] = x0 ^ x1 ^ x12 ^ x3;
  s[1] = all ^ x0 ^ x12 ^ x03 ^ ((x1 ^ x2) & x3) ^ x123;
  s[2] = all ^ x1 ^ x2 ^ x03 ^ x123;
  s[3] = all ^ (x0 & x1) ^ x2 ^ x3 ^ x03 ^ (x1 & x3) ^ (x0 & x1 & x3) ^ (x0 & x2 & x3);
}

/* Bits k and k + 4 of a byte, as bits 0 and 1. */
#define SPONGENT_SPREAD(v, k) ((uint64_t) ((((v) >> (k)) & 1) | (((v) >> ((k) + 3)) & 2)))

static void spongent_permute(unsigned char state[SPONGENT_BYTES])
{
  const uint64_t all = (~(uint64_t) 0) >> (64 - SPONGENT_Q);
  const uint64_t group = (~(uint64_t) 0) >> (64 - SPONGENT_G);
  uint64_t s[4] = { 0, 0, 0, 0 }, u[4], w;
  unsigned lfsr = SPONGENT_IV, rev;
  int round, i, k, r;

  for (i = 0; i < SPONGENT_BYTES; i += 8) {         /* 16 bits of each slice per 8 bytes */
    w = 0;
    for (k = 0; k < 8 && i + k < SPONGENT_BYTES; ++k) w |= (uint64_t) state[i + k] << (8 * k);
    w = nibbles_unzip(w);
    for (r = 0; r < 4; ++r) s[r] |= ((w >> (16 * r)) & 0xFFFF) << (2 * i);
  }
  for (round = 0; round < SPONGENT_ROUNDS; ++round) {
    /* the counter into the first byte, its bit reversal into the last */
    rev = 0;
    for (i = 0; i < 8; ++i) rev |= ((lfsr >> i) & 1) << (7 - i);
    for (k = 0; k < 4; ++k)
      s[k] ^= SPONGENT_SPREAD(lfsr, k) ^ (SPONGENT_SPREAD(rev, k) << (SPONGENT_Q - 2));
    lfsr = ((lfsr << 1) | (((lfsr >> 6) ^ (lfsr >> 5)) & 1)) & 0x7F;
    spongent_sbox(s, all);
    for (k = 0; k < 4; ++k) u[k] = nibbles_unzip(s[k]);
    for (r = 0; r < 4; ++r) {
      s[r] = 0;
      for (k = 0; k < 4; ++k) s[r] |= ((u[k] >> (16 * r)) & group) << (SPONGENT_G * k);
    }
  }
  for (i = 0; i < SPONGENT_BYTES; i += 8) {
    w = 0;
    for (r = 0; r < 4; ++r) w |= ((s[r] >> (2 * i)) & 0xFFFF) << (16 * r);
    w = nibbles_zip(w);
    for (k = 0; k < 8 && i + k < SPONGENT_BYTES; ++k) state[i + k] = (unsigned char) (w >> (8 * k));
  }
}

#endif
