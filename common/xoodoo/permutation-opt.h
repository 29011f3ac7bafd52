/*
 * xoodoo/permutation-opt.h: the Xoodoo[12] permutation for 32-bit registers, each round written
 * out on 12 local lanes (the plane shifts cost nothing: they only choose which local feeds
 * which column), the round's output planes renamed back by the next round's input.
 * Specified in "Xoodyak, a lightweight cryptographic scheme" (NIST LWC round-3 submission,
 * 2020), section 2.1; same interface and state layout as xoodoo/permutation-ref.h
 * (xoodoo_permute(a), lane x of plane y at a[x + 4y]). Public domain (CC0).
 */
#ifndef XOODOO_PERMUTATION_H
#define XOODOO_PERMUTATION_H

#include <stdint.h>
#include "xoodoo/constants.h"

#define XOODOO_ROTL(v, n) ((v) << (n) | (v) >> (32 - (n)))

/* Column x of one round: theta's effect e of the column before, plane 1's lane from column
   x - 1 (rho-west), plane 2's rotated by 11; chi; then rho-east: plane 1 rotated by 1 stays in
   column x, plane 2 rotated by 8 goes to column x + 2. */
#define XOODOO_COLUMN(x, xw) do { \
    uint32_t b0 = a##x ^ e##x, b1 = a1##xw ^ e##xw, b2 = XOODOO_ROTL(a2##x ^ e##x, 11); \
    n##x = b0 ^ (~b1 & b2); \
    n1##x = XOODOO_ROTL(b1 ^ (~b2 & b0), 1); \
    n2##x = XOODOO_ROTL(b2 ^ (~b0 & b1), 8); \
  } while (0)

static inline void xoodoo_permute(uint32_t a[12])
{
  uint32_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
  uint32_t a10 = a[4], a11 = a[5], a12 = a[6], a13 = a[7];
  uint32_t a20 = a[8], a21 = a[9], a22 = a[10], a23 = a[11];
  uint32_t n0, n1, n2, n3, n10, n11, n12, n13, n20, n21, n22, n23;
  uint32_t p0, p1, p2, p3, e0, e1, e2, e3;
  int i;

  for (i = 0; i < 12; ++i) {
    p0 = a0 ^ a10 ^ a20;
    p1 = a1 ^ a11 ^ a21;
    p2 = a2 ^ a12 ^ a22;
    p3 = a3 ^ a13 ^ a23;
    e0 = XOODOO_ROTL(p3, 5) ^ XOODOO_ROTL(p3, 14);
    e1 = XOODOO_ROTL(p0, 5) ^ XOODOO_ROTL(p0, 14);
    e2 = XOODOO_ROTL(p1, 5) ^ XOODOO_ROTL(p1, 14);
    e3 = XOODOO_ROTL(p2, 5) ^ XOODOO_ROTL(p2, 14);
    a0 ^= xoodoo_rc[i];                    /* iota, before chi: a0 ^ e0 is plane 0, column 0 */
    XOODOO_COLUMN(0, 3);
    XOODOO_COLUMN(1, 0);
    XOODOO_COLUMN(2, 1);
    XOODOO_COLUMN(3, 2);
    a0 = n0; a1 = n1; a2 = n2; a3 = n3;
    a10 = n10; a11 = n11; a12 = n12; a13 = n13;
    /* plane 2 of column x came from column x - 2 */
    a20 = n22; a21 = n23; a22 = n20; a23 = n21;
  }
  a[0] = a0; a[1] = a1; a[2] = a2; a[3] = a3;
  a[4] = a10; a[5] = a11; a[6] = a12; a[7] = a13;
  a[8] = a20; a[9] = a21; a[10] = a22; a[11] = a23;
}

#undef XOODOO_COLUMN

#endif
