/*
 * keccak/f1600-ref.h: the Keccak-f[1600] permutation (Keccak-p[1600,24]), portable reference.
 * Specified in FIPS 202 (2015), section 3: the step mappings theta, rho, pi, chi, iota are
 * written as loops over the 5x5 lanes so that each one can be compared with the standard.
 * The state is 25 lanes, lane (x,y) at s[x + 5*y], bit z of a lane = bit z of the uint64_t,
 * so byte i of the sponge state is byte i%8 (little-endian) of s[i/8] (FIPS 202 3.1.2).
 * Interface (shared by every f1600-*.h, include exactly one): keccak_f1600(s), and
 * KECCAK_F1600_IMPLEMENTATION, a name string. keccak/sponge.h builds the hashes on it.
 * keccak_p1600(s, nr) is Keccak-p[1600, nr] (FIPS 202 3.3): the last nr rounds of
 * Keccak-f[1600], 24 - nr .. 23; K12 and TurboSHAKE use nr = 12 (nr even, as the unrolled
 * variants compute two rounds a step).
 * Public domain (CC0).
 */
#ifndef KECCAK_F1600_H
#define KECCAK_F1600_H

#include <stdint.h>
#include "keccak/lanes.h"  /* keccak_rc */

#define KECCAK_F1600_IMPLEMENTATION "ref"

/* rotation left by 0..63 bits; the mask keeps the shift defined for n = 0 */
static inline uint64_t keccak_rotl(uint64_t v, unsigned n)
{
  return (v << n) | (v >> ((64 - n) & 63));
}

/* rho offsets of lane (x,y) at [x + 5*y] (FIPS 202 Table 2, reduced mod 64) */
static const unsigned char keccak_rho[25] = {
   0,  1, 62, 28, 27,
  36, 44,  6, 55, 20,
   3, 10, 43, 25, 39,
  41, 45, 15, 21,  8,
  18,  2, 61, 56, 14
};

static inline void keccak_p1600(uint64_t s[25], int nr)
{
  uint64_t c[5], b[25];
  int round, x, y;

  for (round = 24 - nr; round < 24; ++round) {
    /* theta: every lane gets the parities of two neighbouring columns */
    for (x = 0; x < 5; ++x)
      c[x] = s[x] ^ s[x + 5] ^ s[x + 10] ^ s[x + 15] ^ s[x + 20];
    for (x = 0; x < 5; ++x) {
      uint64_t d = c[(x + 4) % 5] ^ keccak_rotl(c[(x + 1) % 5], 1);
      for (y = 0; y < 25; y += 5) s[x + y] ^= d;
    }
    /* rho and pi: lane (x,y) is rotated and moves to (y, 2x+3y) */
    for (y = 0; y < 5; ++y)
      for (x = 0; x < 5; ++x)
        b[y + 5 * ((2 * x + 3 * y) % 5)] = keccak_rotl(s[x + 5 * y], keccak_rho[x + 5 * y]);
    /* chi: the only nonlinear step, along each row */
    for (y = 0; y < 25; y += 5)
      for (x = 0; x < 5; ++x)
        s[x + y] = b[x + y] ^ (~b[(x + 1) % 5 + y] & b[(x + 2) % 5 + y]);
    /* iota */
    s[0] ^= keccak_rc[round];
  }
}

static inline void keccak_f1600(uint64_t s[25])
{
  keccak_p1600(s, 24);
}

#endif
