/*
 * groestl/constants.h: the ShiftBytes amounts of Groestl ("Groestl - a SHA-3 candidate",
 * version 2.0.1, 2011, section 3.4.3), the round-3 ("tweaked") values: row r of P512 moves
 * r columns, of Q512 (1, 3, 5, 7, 0, 2, 4, 6); P1024 and Q1024 move row 7 resp. row 3 by 11.
 * Indexed [Q][w - 1] with w = 1 for the 512-bit permutations (Groestl-256) and w = 2 for
 * the 1024-bit ones (Groestl-512). Public domain (CC0).
 */
#ifndef GROESTL_CONSTANTS_H
#define GROESTL_CONSTANTS_H

static const unsigned char groestl_shift[2][2][8] = {
  { {0, 1, 2, 3, 4, 5, 6, 7}, {0, 1, 2, 3, 4, 5, 6, 11} },
  { {1, 3, 5, 7, 0, 2, 4, 6}, {1, 3, 5, 11, 0, 2, 4, 6} }
};

#endif
