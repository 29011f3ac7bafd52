/*
 * keccak/lanes.h: what every Keccak-f[1600] permutation and sponge here shares: the round
 * constants and the byte order of a lane.
 * Specified in FIPS 202 (2015): RC[ir] of iota (3.2.5, Algorithm 5: bit 2^j - 1 of RC[ir] is
 * rc(j + 7 ir)), and the state as bytes (3.1.2, B.1): byte i is byte i % 8 of lane i / 8,
 * lanes little-endian.
 * Public domain (CC0).
 */
#ifndef KECCAK_LANES_H
#define KECCAK_LANES_H

#include <stdint.h>
#include <string.h>
#include "compiler/bytes.h"

static const uint64_t keccak_rc[24] = {
  0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL, 0x8000000080008000ULL,
  0x000000000000808bULL, 0x0000000080000001ULL, 0x8000000080008081ULL, 0x8000000000008009ULL,
  0x000000000000008aULL, 0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
  0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL, 0x8000000000008003ULL,
  0x8000000000008002ULL, 0x8000000000000080ULL, 0x000000000000800aULL, 0x800000008000000aULL,
  0x8000000080008081ULL, 0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL
};

#endif
