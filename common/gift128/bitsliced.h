/*
 * gift128/bitsliced.h: GIFT-128 encryption in GIFT-COFB's bitsliced representation, round by
 * round as specified. The 128-bit block is four 32-bit words S0..S3 (bytes 0..15 big-endian):
 * bit i of every word together is the input of S-box i, so SubCells is a short circuit of
 * word-wide logic; PermBits moves bits within each word, written as a transpose (four
 * SWAPMOVEs) and a byte rotation instead of bit by bit.
 * Specified in S. Banik, A. Chakraborti, T. Iwata, K. Minematsu, M. Nandi, T. Peyrin, Y. Sasaki,
 * S. M. Sim, Y. Todo, "GIFT-COFB v1.1", NIST LWC finalist (2021), section 2.3 (the
 * bitsliced GIFT-128). The round keys and constants are precomputed (gift128_schedule).
 * Constant time: no branch or index depends on the key or the data. Public domain (CC0).
 */
#ifndef GIFT128_H
#define GIFT128_H

#include "gift128/common.h"

static void gift128_schedule(gift128_roundkeys *rk, const unsigned char key[16])
{
  gift128_schedule_bitsliced(rk, key);
}

static void gift128_encrypt(uint32_t s[4], const gift128_roundkeys *rk)
{
  uint32_t s0 = s[0], s1 = s[1], s2 = s[2], s3 = s[3], t;
  int r;
  for (r = 0; r < GIFT128_ROUNDS; ++r) {
    GIFT128_SBOX(s0, s1, s2, s3);
    t = s0; s0 = s3; s3 = t;
    s0 = GIFT128_PERMBITS(s0, 0);
    s1 = GIFT128_PERMBITS(s1, 1);
    s2 = GIFT128_PERMBITS(s2, 2);
    s3 = GIFT128_PERMBITS(s3, 3);
    s2 ^= rk->w[2 * r];
    s1 ^= rk->w[2 * r + 1];
    s3 ^= 0x80000000 ^ gift128_rc[r];
  }
  s[0] = s0; s[1] = s1; s[2] = s2; s[3] = s3;
}

#endif
