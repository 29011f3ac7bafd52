/* Generated: mask[k] = beta(rho^-1(k)) as explained below, by a short script. */
/*
 * groestl/shuffles.h: byte-shuffle masks for groestl/round-vec.h. AESENCLAST applies AES's
 * ShiftRows rho (FIPS 197 section 5.1.2: byte 4c + r of the result is byte
 * 4((c + r) mod 4) + r of the input) after SubBytes; each mask applies ShiftBytes of
 * "Groestl - a SHA-3 candidate" v2.0.1 (section 3.4.3, round-3 shift amounts of
 * groestl/constants.h) and then rho^-1, so that the pair leaves the row shifted as Groestl
 * wants: lane byte k takes row byte beta(rho^-1(k)), where beta(j) = (j + sigma) mod n is
 * ShiftBytes for a row of n bytes moving sigma to the left.
 *   groestl_shuffle256[i]: [P row i | Q row i], 8 bytes each (Groestl-256);
 *   groestl_shuffle512[i]: [P row i] and [Q row i] in two 16-byte lanes (Groestl-512).
 * Public domain (CC0).
 */
#ifndef GROESTL_SHUFFLES_H
#define GROESTL_SHUFFLES_H

static const unsigned char groestl_shuffle256[8][16] = {
  {0, 14, 11, 7, 4, 1, 15, 12, 9, 5, 2, 8, 13, 10, 6, 3},
  {1, 8, 13, 0, 5, 2, 9, 14, 11, 6, 3, 10, 15, 12, 7, 4},
  {2, 10, 15, 1, 6, 3, 11, 8, 13, 7, 4, 12, 9, 14, 0, 5},
  {3, 12, 9, 2, 7, 4, 13, 10, 15, 0, 5, 14, 11, 8, 1, 6},
  {4, 13, 10, 3, 0, 5, 14, 11, 8, 1, 6, 15, 12, 9, 2, 7},
  {5, 15, 12, 4, 1, 6, 8, 13, 10, 2, 7, 9, 14, 11, 3, 0},
  {6, 9, 14, 5, 2, 7, 10, 15, 12, 3, 0, 11, 8, 13, 4, 1},
  {7, 11, 8, 6, 3, 0, 12, 9, 14, 4, 1, 13, 10, 15, 5, 2}
};

static const unsigned char groestl_shuffle512[8][32] = {
  {0, 13, 10, 7, 4, 1, 14, 11, 8, 5, 2, 15, 12, 9, 6, 3,
   1, 14, 11, 8, 5, 2, 15, 12, 9, 6, 3, 0, 13, 10, 7, 4},
  {1, 14, 11, 8, 5, 2, 15, 12, 9, 6, 3, 0, 13, 10, 7, 4,
   3, 0, 13, 10, 7, 4, 1, 14, 11, 8, 5, 2, 15, 12, 9, 6},
  {2, 15, 12, 9, 6, 3, 0, 13, 10, 7, 4, 1, 14, 11, 8, 5,
   5, 2, 15, 12, 9, 6, 3, 0, 13, 10, 7, 4, 1, 14, 11, 8},
  {3, 0, 13, 10, 7, 4, 1, 14, 11, 8, 5, 2, 15, 12, 9, 6,
   11, 8, 5, 2, 15, 12, 9, 6, 3, 0, 13, 10, 7, 4, 1, 14},
  {4, 1, 14, 11, 8, 5, 2, 15, 12, 9, 6, 3, 0, 13, 10, 7,
   0, 13, 10, 7, 4, 1, 14, 11, 8, 5, 2, 15, 12, 9, 6, 3},
  {5, 2, 15, 12, 9, 6, 3, 0, 13, 10, 7, 4, 1, 14, 11, 8,
   2, 15, 12, 9, 6, 3, 0, 13, 10, 7, 4, 1, 14, 11, 8, 5},
  {6, 3, 0, 13, 10, 7, 4, 1, 14, 11, 8, 5, 2, 15, 12, 9,
   4, 1, 14, 11, 8, 5, 2, 15, 12, 9, 6, 3, 0, 13, 10, 7},
  {11, 8, 5, 2, 15, 12, 9, 6, 3, 0, 13, 10, 7, 4, 1, 14,
   6, 3, 0, 13, 10, 7, 4, 1, 14, 11, 8, 5, 2, 15, 12, 9}
};

#endif
