/*
 * gift128/bitsliced.h: GIFT-128 encryption in GIFT-COFB's bitsliced representation, round by
 * round as specified. The 128-bit block is four 32-bit words S0..S3 (bytes 0..15 big-endian):
 * bit i of every word together is the input of S-box i, so SubCells is a short circuit of
 * word-wide logic; PermBits moves bits within each word, written as a transpose (four
 * SWAPMOVEs) and a byte rotation instead of bit by bit.
 * Specified in S. Banik, A. Chakraborti, T. Iwata, K. Minematsu, M. Nandi, T. Peyrin, Y. Sasaki,
 * S. M. Sim, Y. Todo, "GIFT-COFB v1.1", NIST LWC finalist (2021), section 2.3 (the
 * bitsliced GIFT-128). The round keys are precomputed (gift128_schedule), two words a round.
 * Constant time: no branch or index depends on the key or the data. Public domain (CC0).
 */
#ifndef GIFT128_H
#define GIFT128_H

#include "gift128/common.h"

/* Bits 4b+j of x (b = 0..7, j = 0..3) gathered into byte j: x viewed as an 8x4 bit matrix,
   transposed. Each SWAPMOVE exchanges two bits of the bit index. */
static inline uint32_t gift128_transpose(uint32_t x)
{
  x = GIFT128_SWAPMOVE(x, 0x0a0a0a0a, 3);
  x = GIFT128_SWAPMOVE(x, 0x00cc00cc, 6);
  x = GIFT128_SWAPMOVE(x, 0x0000f0f0, 12);
  x = GIFT128_SWAPMOVE(x, 0x0000ff00, 8);
  return x;
}

/* PermBits of word i: bit 4b+j goes to bit 8((i-j) mod 4) + b. After the transpose, byte j
   must move to byte i-j: a byte reversal (j -> 3-j) and a rotation by i+1 bytes. */
#define GIFT128_PERMBITS(x, i) gift128_rotl(gift128_bswap32(gift128_transpose(x)), 8 * (((i) + 1) % 4))

static void gift128_schedule(gift128_roundkeys *rk, const unsigned char key[16])
{
  uint32_t k0 = gift128_load32(key), k1 = gift128_load32(key + 4);
  uint32_t k2 = gift128_load32(key + 8), k3 = gift128_load32(key + 12), t;
  int r;
  for (r = 0; r < GIFT128_ROUNDS; ++r) {
    rk->w[2 * r] = k1;                   /* added to S2 */
    rk->w[2 * r + 1] = k3;               /* added to S1 */
    /* the key state as eight 16-bit words W0..W7 = k0..k3: rotate W6 by 2, W7 by 12 (right),
       and the state moves down by two words */
    t = gift128_rotr16(k3 >> 16, 2) << 16 | gift128_rotr16(k3 & 0xffff, 12);
    k3 = k2; k2 = k1; k1 = k0; k0 = t;
  }
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
