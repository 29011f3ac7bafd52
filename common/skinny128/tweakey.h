/*
 * skinny128/tweakey.h: what every SKINNY-128-384+ implementation needs of the tweakey
 * schedule: the round constants, the tweakey permutation PT, the LFSRs of TK2 and TK3, rows 0
 * and 1 of a tweakey word in every round (the part added to the state), and byte order. The
 * schedules built from them: skinny128/schedule.h (as rows), skinny128/table.h (as the images
 * of the round tweakeys under ShiftRows and MixColumns).
 * Specified in C. Beierle et al., "The SKINNY Family of Block Ciphers and its Low-Latency
 * Variant MANTIS" (CRYPTO 2016), section 2, and "Romulus v1.3", NIST LWC finalist (2021), 2.4.
 * Tweakey words are four 32-bit rows, cell j of a row in byte j. Public domain (CC0).
 */
#ifndef SKINNY128_TWEAKEY_H
#define SKINNY128_TWEAKEY_H

#include <stdint.h>
#include <string.h>

#define SKINNY128_ROUNDS 40

/* The round constants: a 6-bit LFSR (rc5..rc0 -> rc4..rc0, rc5 ^ rc4 ^ 1), from 1 (public). */
static inline unsigned skinny128_next_rc(unsigned rc)
{
  return (rc << 1 & 0x3f) | ((rc >> 5 ^ rc >> 4 ^ 1) & 1);
}

static inline uint32_t skinny128_load32(const unsigned char *p)
{
  return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
}

static inline void skinny128_store32(unsigned char *p, uint32_t w)
{
  p[0] = (unsigned char) w; p[1] = (unsigned char) (w >> 8);
  p[2] = (unsigned char) (w >> 16); p[3] = (unsigned char) (w >> 24);
}

static inline uint32_t skinny128_rotl(uint32_t x, int n)
{
  return x << n | x >> (32 - n);
}

/* The tweakey permutation PT on a tweakey word's four rows t[0..3]: new cells 0..7 are old
   cells 9 15 8 13 10 14 12 11, new cells 8..15 are old cells 0..7. */
static inline void skinny128_permute_tweakey(uint32_t t[4])
{
  uint32_t r0 = t[0], r1 = t[1], r2 = t[2], r3 = t[3];
  t[2] = r0;
  t[3] = r1;
  t[0] = (r2 >> 8 & 0xff) | (r3 >> 16 & 0xff00) | (r2 << 16 & 0xff0000) | (r3 << 16 & 0xff000000);
  t[1] = (r2 >> 16 & 0xff) | (r3 >> 8 & 0xff00) | (r3 << 16 & 0xff0000) | (r2 & 0xff000000);
}

/* The LFSRs on the cells of rows 0 and 1 of TK2 (x7..x0 -> x6..x0, x7^x5) and TK3
   (x7..x0 -> x0^x6, x7..x1). */
static inline uint32_t skinny128_lfsr2(uint32_t x)
{
  return (x << 1 & 0xfefefefe) ^ ((x >> 7 ^ x >> 5) & 0x01010101);
}

static inline uint32_t skinny128_lfsr3(uint32_t x)
{
  return (x >> 1 & 0x7f7f7f7f) ^ ((x << 7 ^ x << 1) & 0x80808080);
}

/* A tweakey word's four rows from its 16 bytes. */
static inline void skinny128_load_rows(uint32_t t[4], const unsigned char b[16])
{
  int i;
  for (i = 0; i < 4; ++i) t[i] = skinny128_load32(b + 4 * i);
}

/* Rows 0 and 1 of tweakey word tk (which = 2 for TK2, 3 for TK3) in each round r: rows[2 * r]
   and rows[2 * r + 1]. */
static inline void skinny128_tweakey_rows(uint32_t rows[2 * SKINNY128_ROUNDS],
                                          const unsigned char tk[16], int which)
{
  uint32_t t[4];
  int r, i;
  skinny128_load_rows(t, tk);
  for (r = 0; r < SKINNY128_ROUNDS; ++r) {
    rows[2 * r] = t[0];
    rows[2 * r + 1] = t[1];
    skinny128_permute_tweakey(t);
    for (i = 0; i < 2; ++i) t[i] = which == 2 ? skinny128_lfsr2(t[i]) : skinny128_lfsr3(t[i]);
  }
}

#endif
