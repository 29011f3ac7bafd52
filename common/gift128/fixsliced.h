/*
 * gift128/fixsliced.h: GIFT-128 encryption in GIFT-COFB's bitsliced representation, fixsliced:
 * the state is kept permuted by a_r (the same bit permutation on all four words) so that one
 * word never moves and the other three take a cheap rotation instead of the full PermBits.
 * With pi_i the PermBits of word i (gift128/common.h) and a_0 = identity, a_(r+1) = a_r pi_3^-1
 * makes word 3's permutation the identity and word i's a_r (pi_3^-1 pi_i) a_r^-1, where
 * pi_3^-1 pi_i rotates every nibble: conjugated by a_0 .. a_4 these are rotations of nibbles,
 * of 16-bit halves, a swap of bit pairs (with a half swap), rotations of bytes, and of the
 * word. pi_3 has order 5, so a_5 = a_0: five rounds bring the state back to the specified
 * representation, and 40 rounds end there. The round keys of round r are permuted by
 * a_(r%5+1) once, when the key is scheduled (a_k = pi_3^(5-k)); the constants are a table.
 * The technique: A. Adomnicai, Z. Najm, T. Peyrin, "Fixslicing: a new GIFT representation"
 * (TCHES 2020); the operations above were derived here from the bitsliced specification.
 * GIFT-128 as in "GIFT-COFB v1.1", NIST LWC finalist (2021), section 2.3.
 * Constant time: no branch or index depends on the key or the data. Public domain (CC0).
 */
#ifndef GIFT128_H
#define GIFT128_H

#include "gift128/common.h"

/* Every nibble, 16-bit half or byte of x rotated right by n bits. */
#define GIFT128_ROR_IN(x, n, width, ones)                                                 \
  (((x) >> (n) & (ones) * ((1u << ((width) - (n))) - 1))                                  \
   | ((x) << ((width) - (n)) & (ones) * (((1u << (n)) - 1) << ((width) - (n)))))
#define GIFT128_NIBBLE_ROR(x, n) GIFT128_ROR_IN(x, n, 4, 0x11111111u)
#define GIFT128_HALF_ROR(x, n) GIFT128_ROR_IN(x, n, 16, 0x00010001u)
#define GIFT128_BYTE_ROR(x, n) GIFT128_ROR_IN(x, n, 8, 0x01010101u)

/* One round in representation a_r: the S-box (its outputs renamed: s0 and s3 trade places),
   words 0..2 permuted by op0..op2, the round key and constant. */
#define GIFT128_FS_ROUND(s0, s1, s2, s3, op0, op1, op2, r)                              \
  do {                                                                                   \
    GIFT128_SBOX(s0, s1, s2, s3);                                                        \
    s3 = op0(s3); s1 = op1(s1); s2 = op2(s2);                                            \
    s2 ^= rk->w[2 * (r)]; s1 ^= rk->w[2 * (r) + 1]; s0 ^= gift128_fs_rc[r];              \
  } while (0)

#define GIFT128_FS_0_0(x) GIFT128_NIBBLE_ROR(x, 1)
#define GIFT128_FS_0_1(x) GIFT128_NIBBLE_ROR(x, 2)
#define GIFT128_FS_0_2(x) GIFT128_NIBBLE_ROR(x, 3)
#define GIFT128_FS_1_0(x) GIFT128_HALF_ROR(x, 4)
#define GIFT128_FS_1_1(x) GIFT128_HALF_ROR(x, 8)
#define GIFT128_FS_1_2(x) GIFT128_HALF_ROR(x, 12)
#define GIFT128_FS_2_0(x) GIFT128_SWAPMOVE(gift128_rotl(x, 16), 0x55550000u, 1)
#define GIFT128_FS_2_1(x) GIFT128_SWAPMOVE(x, 0x55555555u, 1)
#define GIFT128_FS_2_2(x) GIFT128_SWAPMOVE(gift128_rotl(x, 16), 0x00005555u, 1)
#define GIFT128_FS_3_0(x) GIFT128_BYTE_ROR(x, 6)
#define GIFT128_FS_3_1(x) GIFT128_BYTE_ROR(x, 4)
#define GIFT128_FS_3_2(x) GIFT128_BYTE_ROR(x, 2)
#define GIFT128_FS_4_0(x) gift128_rotl(x, 8)
#define GIFT128_FS_4_1(x) gift128_rotl(x, 16)
#define GIFT128_FS_4_2(x) gift128_rotl(x, 24)

/* The round constants of gift128/common.h (bit 31 ^ rc[r]), round r's permuted by a_(r%5+1) as
   the round keys are below: computed so, once, by this file's earlier schedule (checked by the
   GIFT-COFB vectors and checksums, which every round's constant reaches). */
static const uint32_t gift128_fs_rc[GIFT128_ROUNDS] = {
  0x10000008, 0x80018000, 0x54000002, 0x01010181, 0x8000001f, 0x10888880, 0x6001e000,
  0x51500002, 0x03030180, 0x8000002f, 0x10088880, 0x60016000, 0x41500002, 0x03030080,
  0x80000027, 0x10008880, 0x4001e000, 0x11500002, 0x03020180, 0x8000002b, 0x10080880,
  0x60014000, 0x01400002, 0x02020080, 0x80000021, 0x10000080, 0x0001c000, 0x51000002,
  0x03010180, 0x8000002e, 0x10088800, 0x60012000, 0x40500002, 0x01030080, 0x80000006,
  0x10008808, 0xc001a000, 0x14500002, 0x01020181, 0x8000001a
};

/* pi_3 (PermBits of word 3: no rotation) and its inverse, the transpose's SWAPMOVEs undone in
   the reverse order (each is its own inverse). */
static inline uint32_t gift128_pi3(uint32_t x)
{
  return gift128_bswap32(gift128_transpose(x));
}

static inline uint32_t gift128_pi3_inverse(uint32_t x)
{
  x = gift128_bswap32(x);
  x = GIFT128_SWAPMOVE(x, 0x0000ff00, 8);
  x = GIFT128_SWAPMOVE(x, 0x0000f0f0, 12);
  x = GIFT128_SWAPMOVE(x, 0x00cc00cc, 6);
  x = GIFT128_SWAPMOVE(x, 0x0a0a0a0a, 3);
  return x;
}

/* The round keys of rounds 5q + k - 1 (q = 0..7) permuted by a_k = pi_3^(5-k) = pi_3^(-k),
   k = 1..4 (k = 0 is the identity): pi_3^-1, pi_3^-2, pi_3^2, pi_3, six applications instead
   of the ten of pi_3^(5-k). Each k's 16 words are gathered into one array first, so that the
   compilers turn the loops into vector operations on all of them at once. */
static void gift128_schedule(gift128_roundkeys *rk, const unsigned char key[16])
{
  uint32_t t[2 * 8];
  int k, q, n, i;
  gift128_schedule_bitsliced(rk, key);
  for (k = 1; k < 5; ++k) {
    for (q = 0; q < 8; ++q) {
      t[2 * q] = rk->w[2 * (5 * q + k - 1)];
      t[2 * q + 1] = rk->w[2 * (5 * q + k - 1) + 1];
    }
    if (k <= 2)
      for (n = 0; n < k; ++n)
        for (i = 0; i < 2 * 8; ++i) t[i] = gift128_pi3_inverse(t[i]);
    else
      for (n = k; n < 5; ++n)
        for (i = 0; i < 2 * 8; ++i) t[i] = gift128_pi3(t[i]);
    for (q = 0; q < 8; ++q) {
      rk->w[2 * (5 * q + k - 1)] = t[2 * q];
      rk->w[2 * (5 * q + k - 1) + 1] = t[2 * q + 1];
    }
  }
}

/* (gift128/armv6.h defines GIFT128_ENCRYPT_ELSEWHERE: its own rounds, the same representation) */
#ifndef GIFT128_ENCRYPT_ELSEWHERE
static void gift128_encrypt(uint32_t s[4], const gift128_roundkeys *rk)
{
  uint32_t s0 = s[0], s1 = s[1], s2 = s[2], s3 = s[3];
  int r;
  /* after each round the words are named anew: the S-box leaves word 0's value in s3 and
     word 3's in s0, so ten rounds bring the names back */
  for (r = 0; r < GIFT128_ROUNDS; r += 10) {
    GIFT128_FS_ROUND(s0, s1, s2, s3, GIFT128_FS_0_0, GIFT128_FS_0_1, GIFT128_FS_0_2, r);
    GIFT128_FS_ROUND(s3, s1, s2, s0, GIFT128_FS_1_0, GIFT128_FS_1_1, GIFT128_FS_1_2, r + 1);
    GIFT128_FS_ROUND(s0, s1, s2, s3, GIFT128_FS_2_0, GIFT128_FS_2_1, GIFT128_FS_2_2, r + 2);
    GIFT128_FS_ROUND(s3, s1, s2, s0, GIFT128_FS_3_0, GIFT128_FS_3_1, GIFT128_FS_3_2, r + 3);
    GIFT128_FS_ROUND(s0, s1, s2, s3, GIFT128_FS_4_0, GIFT128_FS_4_1, GIFT128_FS_4_2, r + 4);
    GIFT128_FS_ROUND(s3, s1, s2, s0, GIFT128_FS_0_0, GIFT128_FS_0_1, GIFT128_FS_0_2, r + 5);
    GIFT128_FS_ROUND(s0, s1, s2, s3, GIFT128_FS_1_0, GIFT128_FS_1_1, GIFT128_FS_1_2, r + 6);
    GIFT128_FS_ROUND(s3, s1, s2, s0, GIFT128_FS_2_0, GIFT128_FS_2_1, GIFT128_FS_2_2, r + 7);
    GIFT128_FS_ROUND(s0, s1, s2, s3, GIFT128_FS_3_0, GIFT128_FS_3_1, GIFT128_FS_3_2, r + 8);
    GIFT128_FS_ROUND(s3, s1, s2, s0, GIFT128_FS_4_0, GIFT128_FS_4_1, GIFT128_FS_4_2, r + 9);
  }
  s[0] = s0; s[1] = s1; s[2] = s2; s[3] = s3;
}
#endif

#endif
