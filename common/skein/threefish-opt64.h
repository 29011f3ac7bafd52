/*
 * skein/threefish-opt64.h: the UBI block of Skein-256, -512 and -1024 for 64-bit registers,
 * eight rounds unrolled. Same algorithm and interface as skein/threefish-ref.h ("The Skein
 * Hash Function Family" v1.3, sections 3.3 and 3.4; include exactly one of them):
 *   static void skein_block(uint64_t *h, const unsigned char *block, uint64_t t0, uint64_t t1,
 *                           int nw);
 * Instead of moving words after each round, the words stay in fixed variables and each round
 * MIXes the pairs that the permutation has brought together: after d rounds logical word i
 * sits in variable pi^d(i), and pi^4 is the identity for all three sizes, so the subkey
 * (every 4 rounds) is added to the variables in order. All 72 (80) rounds are unrolled, so
 * every rotation amount and subkey index is a constant: each rotation is one instruction and
 * each subkey word one load from the key and tweak arrays, stored twice over so that a
 * subkey's words are consecutive. Unrolled 8 rounds at a time in a loop, the same code ran
 * at half the speed (clang 14 and gcc 12, Zen 4).
 * Constant time: additions, rotations by constants and xors only; the subkey indexes
 * depend on the round number alone.
 * Public domain (CC0).
 */
#ifndef SKEIN_BLOCK_H
#define SKEIN_BLOCK_H

#include <stdint.h>
#include "skein/constants.h"
#include "compiler/opaque.h"

/* gcc (12, tuned for Zen 4) hoists the subkey loads of the unrolled rounds together, runs
   out of registers and keeps state words in vector registers: 4.7 times slower. An empty asm
   that "changes" the key pointer before each subkey keeps the loads where they are. clang
   needs none (and is 5% slower with it). */
#if defined(__GNUC__) && !defined(__clang__)
#define SKEIN_OPAQUE(p) CB_OPAQUE(p)
#else
#define SKEIN_OPAQUE(p) (void) 0
#endif
#define SKEIN_ROTL(x, n) (((x) << (n)) | ((x) >> (64 - (n))))
#define SKEIN_MIX(a, b, rot) do { a += b; b = SKEIN_ROTL(b, rot) ^ a; } while (0)

/* key words k[0..2nw+1] and tweak words t[0..5]: the extended key and tweak, twice each */
static inline void skein_schedule(uint64_t *k, uint64_t t[6], const uint64_t *h,
                                  uint64_t t0, uint64_t t1, int nw)
{
  int i;
  k[nw] = SKEIN_C240;
  for (i = 0; i < nw; ++i) k[nw] ^= k[i] = h[i];
  for (i = 0; i <= nw; ++i) k[nw + 1 + i] = k[i];
  t[0] = t[3] = t0;
  t[1] = t[4] = t1;
  t[2] = t[5] = t0 ^ t1;
}

/* subkey s (a constant) onto the words x0..x(nw-1), from the arrays at kp and tp: key words
   from s mod (nw + 1) on, tweak words s mod 3 and s + 1 mod 3, and s */
#define SKEIN_KEY4(s) { \
    const uint64_t *ks = kp + (s) % 5, *ts = tp + (s) % 3; \
    SKEIN_OPAQUE(kp); SKEIN_OPAQUE(tp); \
    x0 += ks[0]; x1 += ks[1] + ts[0]; x2 += ks[2] + ts[1]; x3 += ks[3] + (uint64_t) (s); }

#define SKEIN_KEY8(s) { \
    const uint64_t *ks = kp + (s) % 9, *ts = tp + (s) % 3; \
    SKEIN_OPAQUE(kp); SKEIN_OPAQUE(tp); \
    x0 += ks[0]; x1 += ks[1]; x2 += ks[2]; x3 += ks[3]; x4 += ks[4]; \
    x5 += ks[5] + ts[0]; x6 += ks[6] + ts[1]; x7 += ks[7] + (uint64_t) (s); }

#define SKEIN_KEY16(s) { \
    const uint64_t *ks = kp + (s) % 17, *ts = tp + (s) % 3; \
    SKEIN_OPAQUE(kp); SKEIN_OPAQUE(tp); \
    x0 += ks[0]; x1 += ks[1]; x2 += ks[2]; x3 += ks[3]; x4 += ks[4]; x5 += ks[5]; \
    x6 += ks[6]; x7 += ks[7]; x8 += ks[8]; x9 += ks[9]; x10 += ks[10]; x11 += ks[11]; \
    x12 += ks[12]; x13 += ks[13] + ts[0]; x14 += ks[14] + ts[1]; \
    x15 += ks[15] + (uint64_t) (s); }

/* eight rounds (d = 0..7) and the two subkeys s, s + 1 that follow rounds 3 and 7 */
#define SKEIN_R8_4(s) SKEIN_R4_4(0) SKEIN_KEY4(s) SKEIN_R4_4(4) SKEIN_KEY4((s) + 1)
#define SKEIN_R8_8(s) SKEIN_R4_8(0) SKEIN_KEY8(s) SKEIN_R4_8(4) SKEIN_KEY8((s) + 1)
#define SKEIN_R8_16(s) SKEIN_R4_16(0) SKEIN_KEY16(s) SKEIN_R4_16(4) SKEIN_KEY16((s) + 1)

/* four rounds starting at round d (d = 0 or 4 mod 8), words paired as pi^0..pi^3 pair them */
#define SKEIN_R4_4(d) \
  SKEIN_MIX(x0, x1, skein_rot4[d][0]); SKEIN_MIX(x2, x3, skein_rot4[d][1]); \
  SKEIN_MIX(x0, x3, skein_rot4[d + 1][0]); SKEIN_MIX(x2, x1, skein_rot4[d + 1][1]); \
  SKEIN_MIX(x0, x1, skein_rot4[d + 2][0]); SKEIN_MIX(x2, x3, skein_rot4[d + 2][1]); \
  SKEIN_MIX(x0, x3, skein_rot4[d + 3][0]); SKEIN_MIX(x2, x1, skein_rot4[d + 3][1]);

#define SKEIN_R8(d, a0, a1, a2, a3, a4, a5, a6, a7) \
  SKEIN_MIX(a0, a1, skein_rot8[d][0]); SKEIN_MIX(a2, a3, skein_rot8[d][1]); \
  SKEIN_MIX(a4, a5, skein_rot8[d][2]); SKEIN_MIX(a6, a7, skein_rot8[d][3]);
#define SKEIN_R4_8(d) \
  SKEIN_R8(d, x0, x1, x2, x3, x4, x5, x6, x7) \
  SKEIN_R8(d + 1, x2, x1, x4, x7, x6, x5, x0, x3) \
  SKEIN_R8(d + 2, x4, x1, x6, x3, x0, x5, x2, x7) \
  SKEIN_R8(d + 3, x6, x1, x0, x7, x2, x5, x4, x3)

#define SKEIN_R16(d, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
  SKEIN_MIX(a0, a1, skein_rot16[d][0]); SKEIN_MIX(a2, a3, skein_rot16[d][1]); \
  SKEIN_MIX(a4, a5, skein_rot16[d][2]); SKEIN_MIX(a6, a7, skein_rot16[d][3]); \
  SKEIN_MIX(a8, a9, skein_rot16[d][4]); SKEIN_MIX(a10, a11, skein_rot16[d][5]); \
  SKEIN_MIX(a12, a13, skein_rot16[d][6]); SKEIN_MIX(a14, a15, skein_rot16[d][7]);
#define SKEIN_R4_16(d) \
  SKEIN_R16(d, x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15) \
  SKEIN_R16(d + 1, x0, x9, x2, x13, x6, x11, x4, x15, x10, x7, x12, x3, x14, x5, x8, x1) \
  SKEIN_R16(d + 2, x0, x7, x2, x5, x4, x3, x6, x1, x12, x15, x14, x13, x8, x11, x10, x9) \
  SKEIN_R16(d + 3, x0, x15, x2, x11, x6, x13, x4, x9, x14, x1, x8, x5, x10, x3, x12, x7)

static void skein256_block(uint64_t h[4], const unsigned char *block, uint64_t t0, uint64_t t1)
{
  uint64_t kw[10], tw[6], x0, x1, x2, x3;
  const uint64_t *kp = kw, *tp = tw;
  skein_schedule(kw, tw, h, t0, t1, 4);
  x0 = bytes_load_le64(block); x1 = bytes_load_le64(block + 8);
  x2 = bytes_load_le64(block + 16); x3 = bytes_load_le64(block + 24);
  SKEIN_KEY4(0)
  SKEIN_R8_4(1) SKEIN_R8_4(3) SKEIN_R8_4(5) SKEIN_R8_4(7) SKEIN_R8_4(9)
  SKEIN_R8_4(11) SKEIN_R8_4(13) SKEIN_R8_4(15) SKEIN_R8_4(17)
  h[0] = x0 ^ bytes_load_le64(block); h[1] = x1 ^ bytes_load_le64(block + 8);
  h[2] = x2 ^ bytes_load_le64(block + 16); h[3] = x3 ^ bytes_load_le64(block + 24);
}

static void skein512_block(uint64_t h[8], const unsigned char *block, uint64_t t0, uint64_t t1)
{
  uint64_t kw[18], tw[6], x0, x1, x2, x3, x4, x5, x6, x7;
  const uint64_t *kp = kw, *tp = tw;
  skein_schedule(kw, tw, h, t0, t1, 8);
  x0 = bytes_load_le64(block); x1 = bytes_load_le64(block + 8); x2 = bytes_load_le64(block + 16);
  x3 = bytes_load_le64(block + 24); x4 = bytes_load_le64(block + 32); x5 = bytes_load_le64(block + 40);
  x6 = bytes_load_le64(block + 48); x7 = bytes_load_le64(block + 56);
  SKEIN_KEY8(0)
  SKEIN_R8_8(1) SKEIN_R8_8(3) SKEIN_R8_8(5) SKEIN_R8_8(7) SKEIN_R8_8(9)
  SKEIN_R8_8(11) SKEIN_R8_8(13) SKEIN_R8_8(15) SKEIN_R8_8(17)
  h[0] = x0 ^ bytes_load_le64(block); h[1] = x1 ^ bytes_load_le64(block + 8);
  h[2] = x2 ^ bytes_load_le64(block + 16); h[3] = x3 ^ bytes_load_le64(block + 24);
  h[4] = x4 ^ bytes_load_le64(block + 32); h[5] = x5 ^ bytes_load_le64(block + 40);
  h[6] = x6 ^ bytes_load_le64(block + 48); h[7] = x7 ^ bytes_load_le64(block + 56);
}

static void skein1024_block(uint64_t h[16], const unsigned char *block, uint64_t t0, uint64_t t1)
{
  uint64_t kw[34], tw[6], x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15;
  const uint64_t *kp = kw, *tp = tw;
  int i;
  skein_schedule(kw, tw, h, t0, t1, 16);
  x0 = bytes_load_le64(block); x1 = bytes_load_le64(block + 8); x2 = bytes_load_le64(block + 16);
  x3 = bytes_load_le64(block + 24); x4 = bytes_load_le64(block + 32); x5 = bytes_load_le64(block + 40);
  x6 = bytes_load_le64(block + 48); x7 = bytes_load_le64(block + 56); x8 = bytes_load_le64(block + 64);
  x9 = bytes_load_le64(block + 72); x10 = bytes_load_le64(block + 80);
  x11 = bytes_load_le64(block + 88); x12 = bytes_load_le64(block + 96);
  x13 = bytes_load_le64(block + 104); x14 = bytes_load_le64(block + 112);
  x15 = bytes_load_le64(block + 120);
  SKEIN_KEY16(0)
  SKEIN_R8_16(1) SKEIN_R8_16(3) SKEIN_R8_16(5) SKEIN_R8_16(7) SKEIN_R8_16(9)
  SKEIN_R8_16(11) SKEIN_R8_16(13) SKEIN_R8_16(15) SKEIN_R8_16(17) SKEIN_R8_16(19)
  h[0] = x0; h[1] = x1; h[2] = x2; h[3] = x3; h[4] = x4; h[5] = x5; h[6] = x6; h[7] = x7;
  h[8] = x8; h[9] = x9; h[10] = x10; h[11] = x11; h[12] = x12; h[13] = x13; h[14] = x14;
  h[15] = x15;
  for (i = 0; i < 16; ++i) h[i] ^= bytes_load_le64(block + 8 * i);
}

static void skein_block(uint64_t *h, const unsigned char *block, uint64_t t0, uint64_t t1,
                        int nw)
{
  if (nw == 4) skein256_block(h, block, t0, t1);
  else if (nw == 8) skein512_block(h, block, t0, t1);
  else skein1024_block(h, block, t0, t1);
}

#endif
