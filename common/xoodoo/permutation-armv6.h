/*
 * xoodoo/permutation-armv6.h: the Xoodoo[12] permutation for 32-bit ARM (ARMv6, the ARM1176),
 * its twelve rounds written out with every rotation an operand shift: each lane is kept rotated
 * ("in a frame": its value is rol(lane, f)), and every rotation of the round moves the frame
 * or becomes the shift of the second operand of the eor or bic that reads the lane.
 * Plane 0 stays in frame 0; plane 1 is in frame r at round r (rho-east's rotation by 1),
 * plane 2 in frame 19r mod 32 (rho-west's 11 and rho-east's 8); the planes are rotated back
 * once, after the last round. A round is then 49 data instructions:
 *  - theta: p = a0 ^ a1 ^ a2 of a column, 2 eors in frame 0; its effect
 *    rol(p, 5) ^ rol(p, 14) = rol(q, 5) with q = p ^ rol(p, 9), 1 eor; added to the three lanes
 *    of the next column in their frames, 3 eors;
 *  - chi, each of its three terms b_i ^ (b_{i+2} & ~b_{i+1}) one bic in the frame of
 *    b_{i+2} and one eor into b_i's (a bic's first operand cannot be shifted, so each term
 *    works in the frame of the lane it does not rotate);
 *  - iota, one eor; the plane shifts are renamings of the locals.
 * Xoodyak under qemu (scripts/instructions, long messages): 37.8 instructions per byte against
 * 54.5 for xoodoo/permutation-opt.h (gcc 12 -O3); clang 14 spills more of the 12 lanes and
 * their 4 parities: 49.9 against 67.0.
 * Same interface and state layout as xoodoo/permutation-ref.h: xoodoo_permute(a), lane x of
 * plane y at a[x + 4y].
 * Specified in "Xoodyak, a lightweight cryptographic scheme" (NIST LWC round-3 submission,
 * 2020), section 2.1. Constant time: bitwise operations only. Public domain (CC0).
 */
#ifndef XOODOO_PERMUTATION_H
#define XOODOO_PERMUTATION_H

#if !defined(__arm__) || defined(__thumb__)
#error "xoodoo/permutation-armv6.h is for 32-bit ARM in ARM state (-marm)"
#endif

#include <stdint.h>
#include "xoodoo/constants.h"

/* rotation left by any constant n, 0 and negative ones included */
#define XOODOO_ROL(v, n) (((n) & 31) == 0 ? (v) : (v) << ((n) & 31) | (v) >> (-(n) & 31))

/* theta's parity and effect of column x, all in frame 0 (f1, f2: the frames of planes 1, 2) */
#define XOODOO_Q(x, f1, f2) do { \
    q##x = a##x ^ XOODOO_ROL(a1##x, f1) ^ XOODOO_ROL(a2##x, f2); \
    q##x ^= XOODOO_ROL(q##x, 9); \
  } while (0)

/* theta on column x, from the parity of column xw = x - 1 (its effect is rol(q, 5)) */
#define XOODOO_THETA(x, xw, f1, f2) do { \
    a##x ^= XOODOO_ROL(q##xw, 5); \
    a1##x ^= XOODOO_ROL(q##xw, 5 - (f1)); \
    a2##x ^= XOODOO_ROL(q##xw, 5 - (f2)); \
  } while (0)

/* chi on column x: b0 = a_x (frame 0), b1 = a1_{x-1} (rho-west; frame f1), b2 = a2_x (frame
   g2 = f2 + 11); the new lanes n_x (frame 0), n1_x (f1), n2_x (g2) */
#define XOODOO_CHI(x, xw, f1, g2) do { \
    uint32_t t0 = a2##x & ~XOODOO_ROL(a1##xw, (f1) - (g2)); \
    uint32_t t1 = a##x & ~XOODOO_ROL(a2##x, g2); \
    uint32_t t2 = a1##xw & ~XOODOO_ROL(a##x, -(f1)); \
    n##x = a##x ^ XOODOO_ROL(t0, g2); \
    n1##x = a1##xw ^ XOODOO_ROL(t1, -(f1)); \
    n2##x = a2##x ^ XOODOO_ROL(t2, (f1) - (g2)); \
  } while (0)

/* round r: plane 1 in frame r, plane 2 in frame 19r; afterwards plane 1 (rho-east's rotation
   by 1) in frame r + 1 and plane 2 (by 8, and shifted by two columns) in 19r + 11 + 8 */
#define XOODOO_ROUND(r) do { \
    XOODOO_Q(0, (r), 19 * (r)); XOODOO_Q(1, (r), 19 * (r)); \
    XOODOO_Q(2, (r), 19 * (r)); XOODOO_Q(3, (r), 19 * (r)); \
    XOODOO_THETA(0, 3, (r), 19 * (r)); XOODOO_THETA(1, 0, (r), 19 * (r)); \
    XOODOO_THETA(2, 1, (r), 19 * (r)); XOODOO_THETA(3, 2, (r), 19 * (r)); \
    a0 ^= xoodoo_rc[r]; \
    XOODOO_CHI(0, 3, (r), 19 * (r) + 11); XOODOO_CHI(1, 0, (r), 19 * (r) + 11); \
    XOODOO_CHI(2, 1, (r), 19 * (r) + 11); XOODOO_CHI(3, 2, (r), 19 * (r) + 11); \
    a0 = n0; a1 = n1; a2 = n2; a3 = n3; \
    a10 = n10; a11 = n11; a12 = n12; a13 = n13; \
    a20 = n22; a21 = n23; a22 = n20; a23 = n21; \
  } while (0)

static inline void xoodoo_permute(uint32_t a[12])
{
  uint32_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
  uint32_t a10 = a[4], a11 = a[5], a12 = a[6], a13 = a[7];
  uint32_t a20 = a[8], a21 = a[9], a22 = a[10], a23 = a[11];
  uint32_t n0, n1, n2, n3, n10, n11, n12, n13, n20, n21, n22, n23, q0, q1, q2, q3;

  XOODOO_ROUND(0); XOODOO_ROUND(1); XOODOO_ROUND(2); XOODOO_ROUND(3);
  XOODOO_ROUND(4); XOODOO_ROUND(5); XOODOO_ROUND(6); XOODOO_ROUND(7);
  XOODOO_ROUND(8); XOODOO_ROUND(9); XOODOO_ROUND(10); XOODOO_ROUND(11);
  /* after 12 rounds: plane 1 in frame 12, plane 2 in 19 * 12 = 4 (mod 32) */
  a[0] = a0; a[1] = a1; a[2] = a2; a[3] = a3;
  a[4] = XOODOO_ROL(a10, 12); a[5] = XOODOO_ROL(a11, 12);
  a[6] = XOODOO_ROL(a12, 12); a[7] = XOODOO_ROL(a13, 12);
  a[8] = XOODOO_ROL(a20, 4); a[9] = XOODOO_ROL(a21, 4);
  a[10] = XOODOO_ROL(a22, 4); a[11] = XOODOO_ROL(a23, 4);
}

#undef XOODOO_ROUND
#undef XOODOO_CHI
#undef XOODOO_THETA
#undef XOODOO_Q

#endif
