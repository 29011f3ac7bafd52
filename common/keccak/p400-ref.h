/*
 * keccak/p400-ref.h: the Keccak-p[400, nr] permutation, portable reference: 25 lanes of 16 bits
 * (w = 16, l = 4), the step mappings as loops that follow the standard's definitions
 * (rho's offsets and pi's moves computed from them, once per call).
 * Specified in FIPS 202 (2015), section 3: Keccak-p[b, nr] for b = 400 runs the last nr of
 * Keccak-f[400]'s 20 rounds, 20 - nr .. 19, each round constant truncated to the lane.
 * The state is s[x + 5*y] (bit z of lane (x,y) is bit z of the uint16_t); byte i of the
 * state is byte i % 2 of lane i / 2, little-endian.
 * Interface (shared by every p400-*.h, include exactly one): keccak_p400(s, nr), nr 1..20;
 * keccak_p400_absorb_bits(s, y, nbits, nr): for each of the first nbits bits of y, most
 * significant bit of each byte first, the bit added to bit 7 of lane 0 (the state's first
 * byte), then keccak_p400(s, nr) (ISAP's re-keying).
 * Used by ISAP-K (isap/keccakp400.h). Public domain (CC0).
 */
#ifndef KECCAK_P400_H
#define KECCAK_P400_H

#include <stdint.h>
#include "keccak/lanes.h"  /* keccak_rc */

static inline uint16_t keccak_rotl16(uint16_t v, unsigned n)
{
  n %= 16;
  return (uint16_t) (v << n | v >> ((16 - n) % 16));
}

/* rho's offset (mod 16) and pi's destination of each lane, from the definitions: starting
   at (x,y) = (1,0), step t of 24 gives lane (x,y) the offset (t+1)(t+2)/2 and moves on to
   (y, 2x+3y), visiting every lane but (0,0) (offset 0); pi moves lane (x,y) to (y, 2x+3y). */
static inline void keccak_p400_steps(unsigned char offset[25], unsigned char dest[25])
{
  int x = 1, y = 0, t, next_y;
  offset[0] = 0;
  for (t = 0; t < 24; ++t) {
    offset[x + 5 * y] = (unsigned char) ((t + 1) * (t + 2) / 2 % 16);
    next_y = (2 * x + 3 * y) % 5;
    x = y;
    y = next_y;
  }
  for (y = 0; y < 5; ++y)
    for (x = 0; x < 5; ++x) dest[x + 5 * y] = (unsigned char) (y + 5 * ((2 * x + 3 * y) % 5));
}

static inline void keccak_p400(uint16_t s[25], int nr)
{
  unsigned char offset[25], dest[25];
  uint16_t c[5], d[5], b[25];
  int round, x, i;

  keccak_p400_steps(offset, dest);
  for (round = 20 - nr; round < 20; ++round) {
    /* theta: every lane gets the parity of the column before it and that of the column after
       it rotated by one */
    for (x = 0; x < 5; ++x) c[x] = s[x] ^ s[x + 5] ^ s[x + 10] ^ s[x + 15] ^ s[x + 20];
    for (x = 0; x < 5; ++x) d[x] = c[(x + 4) % 5] ^ keccak_rotl16(c[(x + 1) % 5], 1);
    /* rho and pi */
    for (i = 0; i < 25; ++i) b[dest[i]] = keccak_rotl16(s[i] ^ d[i % 5], offset[i]);
    /* chi: each lane with the and-not of the next two of its row */
    for (i = 0; i < 25; i += 5)
      for (x = 0; x < 5; ++x)
        s[i + x] = b[i + x] ^ (uint16_t) (~b[i + (x + 1) % 5] & b[i + (x + 2) % 5]);
    /* iota */
    s[0] ^= (uint16_t) keccak_rc[round];
  }
}

static inline void keccak_p400_absorb_bits(uint16_t s[25], const unsigned char *y, int nbits,
                                           int nr)
{
  int j;
  for (j = 0; j < nbits; ++j) {
    s[0] ^= (uint16_t) ((y[j / 8] << (j % 8)) & 0x80);
    keccak_p400(s, nr);
  }
}

#endif
