/*
 * skein/constants.h: the constants of "The Skein Hash Function Family" version 1.3 (2010):
 * Threefish's rotation amounts R[d mod 8][j] (table 4) and word permutations pi (table 3)
 * for 4, 8 and 16 words, the key schedule constant C240 (section 3.3.2), the UBI type
 * values and tweak flags (table 6 and section 3.4), and the little-endian word order of
 * section 3.1. Shared by every Skein implementation. Public domain (CC0).
 */
#ifndef SKEIN_CONSTANTS_H
#define SKEIN_CONSTANTS_H

#include <stdint.h>
#include "compiler/bytes.h"

#define SKEIN_C240 0x1BD11BDAA9FC1A22ULL

/* tweak word t1: type in bits 120..125 of the tweak, First bit 126, Final bit 127 */
#define SKEIN_TYPE_CFG ((uint64_t) 4 << 56)
#define SKEIN_TYPE_MSG ((uint64_t) 48 << 56)
#define SKEIN_TYPE_OUT ((uint64_t) 63 << 56)
#define SKEIN_FIRST ((uint64_t) 1 << 62)
#define SKEIN_FINAL ((uint64_t) 1 << 63)

static const unsigned char skein_rot4[8][2] = {
  {14, 16}, {52, 57}, {23, 40}, {5, 37}, {25, 33}, {46, 12}, {58, 22}, {32, 32}
};

static const unsigned char skein_rot8[8][4] = {
  {46, 36, 19, 37}, {33, 27, 14, 42}, {17, 49, 36, 39}, {44, 9, 54, 56},
  {39, 30, 34, 24}, {13, 50, 10, 17}, {25, 29, 39, 43}, {8, 35, 56, 22}
};

static const unsigned char skein_rot16[8][8] = {
  {24, 13, 8, 47, 8, 17, 22, 37}, {38, 19, 10, 55, 49, 18, 23, 52},
  {33, 4, 51, 13, 34, 41, 59, 17}, {5, 20, 48, 41, 47, 28, 16, 25},
  {41, 9, 37, 31, 12, 47, 44, 30}, {16, 34, 56, 51, 4, 53, 42, 41},
  {31, 44, 47, 46, 19, 42, 44, 25}, {9, 48, 35, 52, 23, 31, 37, 20}
};

/* after the MIXes of a round, word i of the next round is word pi(i) of this one */
static const unsigned char skein_perm4[4] = {0, 3, 2, 1};
static const unsigned char skein_perm8[8] = {2, 1, 4, 7, 6, 5, 0, 3};
static const unsigned char skein_perm16[16] = {
  0, 9, 2, 13, 6, 11, 4, 15, 10, 7, 12, 3, 14, 5, 8, 1
};

#endif
