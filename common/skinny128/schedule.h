/*
 * skinny128/schedule.h: the schedule as rows, shared by the SKINNY-128-384+ implementations
 * that add the round tweakey to rows 0 and 1 of the state: the round tweakeys of TK2 and TK3
 * (rows 0 and 1 after each round's update) with the round constants of rows 0 and 1 folded
 * in, computed once into a skinny128_schedule and reused while those parts stay the same (TK1
 * is updated on the fly by each implementation). Included by skinny128/rows.h and
 * skinny128/sse-tweakey.h (for ssse3.h and avx512.h), which define skinny128_encrypt and
 * skinny128_schedule_add (the portable skinny128_schedule_add_words, or vector code).
 * Specified in C. Beierle et al., "The SKINNY Family of Block Ciphers and its Low-Latency
 * Variant MANTIS" (CRYPTO 2016), section 2, and "Romulus v1.3", NIST LWC finalist (2021), 2.4.
 * State and tweakey words are four 32-bit rows, cell j of a row in byte j. Public domain (CC0).
 */
#ifndef SKINNY128_SCHEDULE_H
#define SKINNY128_SCHEDULE_H

#include "skinny128/tweakey.h"

/* Rows 0 and 1 of the round tweakey of each round (TK2 ^ TK3, or TK3) and constants. */
typedef struct {
  uint32_t w[2 * SKINNY128_ROUNDS];
} skinny128_schedule;

/* The schedule of one tweakey word (which = 2 for TK2, 3 for TK3), added to rk (set up by
   skinny128_schedule_init). */
static void skinny128_schedule_add_words(skinny128_schedule *rk, const unsigned char tk[16],
                                         int which)
{
  uint32_t rows[2 * SKINNY128_ROUNDS];
  int i;
  skinny128_tweakey_rows(rows, tk, which);
  for (i = 0; i < 2 * SKINNY128_ROUNDS; ++i) rk->w[i] ^= rows[i];
}

/* The schedule before any tweakey word: the round constants of rows 0 and 1 (row 2's, 0x2 in
   column 0, is every round's: the encryptions add it themselves). */
static void skinny128_schedule_init(skinny128_schedule *rk)
{
  unsigned rc = 1;
  int r;
  for (r = 0; r < SKINNY128_ROUNDS; ++r, rc = skinny128_next_rc(rc)) {
    rk->w[2 * r] = rc & 0xf;
    rk->w[2 * r + 1] = rc >> 4;
  }
}

#endif
