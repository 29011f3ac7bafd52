/*
 * gift128/armv6.h: GIFT-128 encryption, fixsliced (gift128/fixsliced.h: the same state
 * representation, round keys and schedule), its rounds shaped for 32-bit ARM without NEON
 * (ARM1176): every rotation inside a nibble, 16-bit half or byte is (x >> n & lo) | (x & hi)
 * << k, two operations with the shifts in the barrel shifter, on masks shared between the
 * rotations (nine masks for 12 rotations, hidden from the compilers so that they are not
 * shifted into a second constant each); the rotations of 16-bit halves before a SWAPMOVE move
 * after it, into the eor of the round key where one follows; the S-box's NOT is never
 * computed: the words are held complemented or not, as flags the compilers fold say, and each
 * AND and OR of the S-box takes its inputs as they are held (bic, orr or and). Fewer
 * instructions per round than gift128/fixsliced.h under gcc and clang for ARMv6.
 * GIFT-128 as in "GIFT-COFB v1.1", NIST LWC finalist (2021), section 2.3; fixslicing from
 * A. Adomnicai, Z. Najm, T. Peyrin, "Fixslicing: a new GIFT representation" (TCHES 2020).
 * Constant time: no branch or index depends on the key or the data. Public domain (CC0).
 */
#ifndef GIFT128_ARMV6_H
#define GIFT128_ARMV6_H

#define GIFT128_ENCRYPT_ELSEWHERE
#include "gift128/fixsliced.h"

/* The rotations of rounds 5q + k (k = 0, 1, 3) of words 3, 1, 2 (gift128/fixsliced.h's
   GIFT128_FS_k_j), each as (x >> n & lo) | (x & hi) << (width - n), on masks in variables. */
#define GIFT128_ARMV6_ROR(x, n, width, lo, hi) \
  (((x) >> (n) & (lo)) | ((x) & (hi)) << ((width) - (n)))

/* The masks' values hidden from the compiler: else it turns (x & m) << k into (x << k) &
   (m << k), a second constant to load, and the sharing is lost. */
#define GIFT128_ARMV6_OPAQUE(m) __asm__("" : "+r"(m))

/* The S-box's NOT costs nothing: a word may be held complemented, with a flag (a constant
   the compilers fold: the rounds are unrolled) saying so, and each AND or OR of the circuit
   takes its inputs as they are held, by De Morgan (a & ~b is one bic), its result's flag
   following. x ^= a & b and x ^= a | b, with x's flag cx updated: */
#define GIFT128_ARMV6_AND(x, cx, a, ca, b, cb)                                          \
  do {                                                                                   \
    if ((ca) && (cb)) { x ^= (a) | (b); cx ^= 1; }                                       \
    else x ^= ((ca) ? ~(a) : (a)) & ((cb) ? ~(b) : (b));                                 \
  } while (0)
#define GIFT128_ARMV6_OR(x, cx, a, ca, b, cb)                                           \
  do {                                                                                   \
    if ((ca) || (cb)) { x ^= ((ca) ? (a) : ~(a)) & ((cb) ? (b) : ~(b)); cx ^= 1; }       \
    else x ^= (a) | (b);                                                                 \
  } while (0)

/* GIFT128_SBOX (gift128/common.h) on words held complemented where c0..c3 say so. */
#define GIFT128_ARMV6_SBOX(s0, s1, s2, s3, c0, c1, c2, c3)                              \
  do {                                                                                   \
    uint32_t a1 = s1, a0 = s0, a2 = s2, early;                                           \
    int f1 = c1, f0 = c0, f2 = c2, fe;                                                   \
    GIFT128_ARMV6_AND(a1, f1, s0, c0, s2, c2);                                           \
    GIFT128_ARMV6_AND(a0, f0, a1, f1, s3, c3);                                           \
    GIFT128_ARMV6_OR(a2, f2, a0, f0, a1, f1);                                            \
    early = a1 ^ s3; fe = f1 ^ c3;                                                       \
    s3 ^= a2; c3 ^= f2 ^ 1;                                                              \
    s1 = early ^ a2; c1 = fe ^ f2;                                                       \
    s2 = a2; c2 = f2;                                                                    \
    GIFT128_ARMV6_AND(s2, c2, a0, f0, s1, c1);                                           \
    s0 = a0; c0 = f0;                                                                    \
  } while (0)

/* Round r, the k-th of five (r = 5q + k): the S-box, words 3, 1, 2 rotated by
   GIFT128_ARMV6_k_0 .. k_2 (bit permutations: a complemented word stays complemented), the
   round key and constant. */
#define GIFT128_ARMV6_ROUND(s0, s1, s2, s3, c0, c1, c2, c3, k, r)                       \
  do {                                                                                   \
    GIFT128_ARMV6_SBOX(s0, s1, s2, s3, c0, c1, c2, c3);                                  \
    s3 = GIFT128_ARMV6_##k##_0(s3);                                                      \
    s1 = GIFT128_ARMV6_##k##_1(s1) ^ rk->w[2 * (r) + 1];                                 \
    s2 = GIFT128_ARMV6_##k##_2(s2) ^ rk->w[2 * (r)];                                     \
    s0 ^= gift128_fs_rc[r];                                                              \
  } while (0)

/* Ten rounds from round r: after them the names are back (the S-box leaves word 0 in s3 and
   word 3 in s0, as in gift128/fixsliced.h); the flags are not (their period is 14 rounds),
   so all 40 rounds are written out. */
#define GIFT128_ARMV6_TEN(r)                                                            \
  do {                                                                                   \
    GIFT128_ARMV6_ROUND(s0, s1, s2, s3, c0, c1, c2, c3, 0, r);                           \
    GIFT128_ARMV6_ROUND(s3, s1, s2, s0, c3, c1, c2, c0, 1, r + 1);                       \
    GIFT128_ARMV6_ROUND(s0, s1, s2, s3, c0, c1, c2, c3, 2, r + 2);                       \
    GIFT128_ARMV6_ROUND(s3, s1, s2, s0, c3, c1, c2, c0, 3, r + 3);                       \
    GIFT128_ARMV6_ROUND(s0, s1, s2, s3, c0, c1, c2, c3, 4, r + 4);                       \
    GIFT128_ARMV6_ROUND(s3, s1, s2, s0, c3, c1, c2, c0, 0, r + 5);                       \
    GIFT128_ARMV6_ROUND(s0, s1, s2, s3, c0, c1, c2, c3, 1, r + 6);                       \
    GIFT128_ARMV6_ROUND(s3, s1, s2, s0, c3, c1, c2, c0, 2, r + 7);                       \
    GIFT128_ARMV6_ROUND(s0, s1, s2, s3, c0, c1, c2, c3, 3, r + 8);                       \
    GIFT128_ARMV6_ROUND(s3, s1, s2, s0, c3, c1, c2, c0, 4, r + 9);                       \
  } while (0)

#define GIFT128_ARMV6_0_0(x) GIFT128_ARMV6_ROR(x, 1, 4, m7, m1)
#define GIFT128_ARMV6_0_1(x) GIFT128_ARMV6_ROR(x, 2, 4, m3, m3)
#define GIFT128_ARMV6_0_2(x) GIFT128_ARMV6_ROR(x, 3, 4, m1, m7)
#define GIFT128_ARMV6_1_0(x) GIFT128_ARMV6_ROR(x, 4, 16, h0fff, h000f)
#define GIFT128_ARMV6_1_1(x) GIFT128_ARMV6_ROR(x, 8, 16, h00ff, h00ff)
#define GIFT128_ARMV6_1_2(x) GIFT128_ARMV6_ROR(x, 12, 16, h000f, h0fff)
/* SWAPMOVE(rotl(x, 16), mask, 1) = rotl(SWAPMOVE(x, rotl(mask, 16), 1), 16): no pair of bits
   crosses the halves */
#define GIFT128_ARMV6_2_0(x) gift128_rotl(GIFT128_SWAPMOVE(x, 0x00005555u, 1), 16)
#define GIFT128_ARMV6_2_1(x) GIFT128_SWAPMOVE(x, 0x55555555u, 1)
#define GIFT128_ARMV6_2_2(x) gift128_rotl(GIFT128_SWAPMOVE(x, 0x55550000u, 1), 16)
#define GIFT128_ARMV6_3_0(x) GIFT128_ARMV6_ROR(x, 6, 8, b03, b3f)
#define GIFT128_ARMV6_3_1(x) GIFT128_ARMV6_ROR(x, 4, 8, b0f, b0f)
#define GIFT128_ARMV6_3_2(x) GIFT128_ARMV6_ROR(x, 2, 8, b3f, b03)
#define GIFT128_ARMV6_4_0(x) gift128_rotl(x, 8)
#define GIFT128_ARMV6_4_1(x) gift128_rotl(x, 16)
#define GIFT128_ARMV6_4_2(x) gift128_rotl(x, 24)

static void gift128_encrypt(uint32_t s[4], const gift128_roundkeys *rk)
{
  uint32_t s0 = s[0], s1 = s[1], s2 = s[2], s3 = s[3];
  uint32_t m1 = 0x11111111, m3 = 0x33333333, m7 = 0x77777777;
  uint32_t h000f = 0x000f000f, h00ff = 0x00ff00ff, h0fff = 0x0fff0fff;
  uint32_t b03 = 0x03030303, b0f = 0x0f0f0f0f, b3f = 0x3f3f3f3f;
  int c0 = 0, c1 = 0, c2 = 0, c3 = 0;   /* which words are held complemented (public) */
  GIFT128_ARMV6_OPAQUE(m1); GIFT128_ARMV6_OPAQUE(m3); GIFT128_ARMV6_OPAQUE(m7);
  GIFT128_ARMV6_OPAQUE(h000f); GIFT128_ARMV6_OPAQUE(h00ff); GIFT128_ARMV6_OPAQUE(h0fff);
  GIFT128_ARMV6_OPAQUE(b03); GIFT128_ARMV6_OPAQUE(b0f); GIFT128_ARMV6_OPAQUE(b3f);
  GIFT128_ARMV6_TEN(0);
  GIFT128_ARMV6_TEN(10);
  GIFT128_ARMV6_TEN(20);
  GIFT128_ARMV6_TEN(30);
  s[0] = c0 ? ~s0 : s0; s[1] = c1 ? ~s1 : s1; s[2] = c2 ? ~s2 : s2; s[3] = c3 ? ~s3 : s3;
}

#endif
