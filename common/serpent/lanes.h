/*
 * serpent/lanes.h: Serpent on SV_LANES blocks at once in vector registers, for the counter
 * mode of ctr128/ctr.c: register x_j holds word j of every block (the paper's bitslice
 * mode, one block per 32-bit lane), so each S-box circuit and LT of serpent/serpent.h runs
 * on all blocks with no data-dependent anything. The including file defines:
 *   SV                      the vector type (four registers hold SV_LANES blocks)
 *   SV_LANES                32-bit lanes per register: 8 (256 bits) or 16 (512 bits)
 *   SV_SETS                 sets of four registers per call
 *   SV_ROL(x, n), SV_SHL(x, n), SV_SET1(w)   lane-wise rotate, shift, broadcast
 *   SV_LOAD(p), SV_STORE(p, x)               unaligned loads and stores
 *   SV_UNPACKLO32, SV_UNPACKHI32, SV_UNPACKLO64, SV_UNPACKHI64   (ctr128/transpose.h)
 * Constant time. Public domain (CC0).
 */
#ifndef SERPENT_LANES_H
#define SERPENT_LANES_H

#include "ctr128/transpose.h"
#include "serpent/serpent.h"

#define SV_KEY(i, j) SV_SET1((int) key->k[i][j])

/* round i (S-box n) and the last round on every set */
#define SV_R(i, n)                                                                       \
  for (j = 0; j < SV_SETS; ++j)                                                          \
    SERPENT_ROUND(SV, SV_ROL, SV_SHL, SV_KEY, i, n, x[j][0], x[j][1], x[j][2], x[j][3])
#define SV_F()                                                                           \
  for (j = 0; j < SV_SETS; ++j) SERPENT_LAST(SV, SV_KEY, x[j][0], x[j][1], x[j][2], x[j][3])

/* out = E(in) for SV_SETS * SV_LANES blocks of 16 bytes: SV_SETS independent sets of four
   registers go through each round together, so that one fills the other's latencies */
static inline void serpent_lanes_encrypt(const serpent_key *key, unsigned char *out,
                                         const unsigned char *in)
{
  enum { STEP = 4 * SV_LANES };                  /* bytes per register */
  SV x[SV_SETS][4];
  int j, w;
  for (j = 0; j < SV_SETS; ++j) {
    for (w = 0; w < 4; ++w) x[j][w] = SV_LOAD(in + (4 * j + w) * STEP);
    SV_TRANSPOSE(x[j][0], x[j][1], x[j][2], x[j][3]);
  }
  SERPENT_ROUNDS(SV_R, SV_F);
  for (j = 0; j < SV_SETS; ++j) {
    SV_TRANSPOSE(x[j][0], x[j][1], x[j][2], x[j][3]);
    for (w = 0; w < 4; ++w) SV_STORE(out + (4 * j + w) * STEP, x[j][w]);
  }
}

#endif
