/*
 * xoodoo/permutation-ref.h: the Xoodoo[12] permutation, portable reference: each step mapping
 * a loop over the 3 planes of 4 lanes, as specified.
 * Specified in J. Daemen, S. Hoffert, M. Peeters, G. Van Assche, R. Van Keer, "Xoodyak, a
 * lightweight cryptographic scheme" (NIST LWC round-3 submission, 2020), section 2.1 and
 * Algorithm 1: theta, rho-west, iota, chi, rho-east. The state is 12 lanes of 32 bits,
 * lane x of plane y at a[x + 4*y]; byte i of the state is byte i % 4 of lane i / 4,
 * little-endian. Interface (shared by every xoodoo/permutation-*.h, include exactly one):
 * xoodoo_permute(a), the 12 rounds. Public domain (CC0).
 */
#ifndef XOODOO_PERMUTATION_H
#define XOODOO_PERMUTATION_H

#include <stdint.h>
#include "xoodoo/constants.h"

static inline uint32_t xoodoo_rotl(uint32_t v, unsigned n)
{
  return v << n | v >> (32 - n);
}

static inline void xoodoo_round(uint32_t a[12], uint32_t rc)
{
  uint32_t p[4], b[12];
  int x, y;

  /* theta: each lane gets two rotations of the parity of the column before it */
  for (x = 0; x < 4; ++x) p[x] = a[x] ^ a[x + 4] ^ a[x + 8];
  for (x = 0; x < 4; ++x)
    for (y = 0; y < 12; y += 4)
      a[x + y] ^= xoodoo_rotl(p[(x + 3) % 4], 5) ^ xoodoo_rotl(p[(x + 3) % 4], 14);
  /* rho-west: plane 1 shifted by one lane, plane 2 rotated by 11 */
  for (x = 0; x < 4; ++x) {
    b[x] = a[x];
    b[x + 4] = a[(x + 3) % 4 + 4];
    b[x + 8] = xoodoo_rotl(a[x + 8], 11);
  }
  /* iota */
  b[0] ^= rc;
  /* chi: each plane with the and-not of the next two, column by column */
  for (x = 0; x < 4; ++x)
    for (y = 0; y < 3; ++y)
      a[x + 4 * y] = b[x + 4 * y] ^ (~b[x + 4 * ((y + 1) % 3)] & b[x + 4 * ((y + 2) % 3)]);
  /* rho-east: plane 1 rotated by 1, plane 2 shifted by two lanes and rotated by 8 */
  for (x = 0; x < 4; ++x) {
    b[x + 4] = xoodoo_rotl(a[x + 4], 1);
    b[x + 8] = xoodoo_rotl(a[(x + 2) % 4 + 8], 8);
  }
  for (x = 4; x < 12; ++x) a[x] = b[x];
}

static inline void xoodoo_permute(uint32_t a[12])
{
  int i;
  for (i = 0; i < 12; ++i) xoodoo_round(a, xoodoo_rc[i]);
}

#endif
