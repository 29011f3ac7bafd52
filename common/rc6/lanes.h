/*
 * rc6/lanes.h: RC6-32/20/16 on SV_LANES blocks at once in vector registers, for the counter
 * mode of ctr128/ctr.c: register A holds word A of every block (one block per 32-bit lane),
 * and so on; the rounds of rc6/rc6.h with lane-wise multiplications and rotations. The
 * including file defines:
 *   SV, SV_LANES                       the vector type, 32-bit lanes per register (8 or 16)
 *   SV_SETS                            sets of four registers per call (1 or 2)
 *   SV_ADD(x, y), SV_XOR(x, y), SV_MUL(x, y)   lane-wise +, ^, low half of the product
 *   SV_ROL(x, n), SV_ROLV(x, y)        rotate every lane by n, or by lane y's low 5 bits
 *   SV_SET1(w), SV_LOAD(p), SV_STORE(p, x)   broadcast, unaligned load and store
 *   SV_UNPACKLO32 .. SV_UNPACKHI64     for ctr128/transpose.h
 * Constant time where lane-wise variable rotations are (they are on amd64).
 * Public domain (CC0).
 */
#ifndef RC6_LANES_H
#define RC6_LANES_H

#include "ctr128/transpose.h"
#include "rc6/rc6.h"

#define RC6_F(x) SV_ROL(SV_MUL(x, SV_ADD(SV_ADD(x, x), SV_SET1(1))), 5)  /* (x(2x+1)) <<< 5 */

/* out = E(in) for SV_SETS * SV_LANES blocks of 16 bytes: SV_SETS independent sets of four
   registers go through each round together, so that one set's multiplications and
   rotations fill the other's latencies */
static inline void rc6_lanes_encrypt(const rc6_key *key, unsigned char *out,
                                     const unsigned char *in)
{
  enum { STEP = 4 * SV_LANES };                  /* bytes per register */
  SV a[SV_SETS], b[SV_SETS], c[SV_SETS], d[SV_SETS], t, u;
  int i, j;
  for (j = 0; j < SV_SETS; ++j, in += 4 * STEP) {
    a[j] = SV_LOAD(in); b[j] = SV_LOAD(in + STEP);
    c[j] = SV_LOAD(in + 2 * STEP); d[j] = SV_LOAD(in + 3 * STEP);
    SV_TRANSPOSE(a[j], b[j], c[j], d[j]);
    b[j] = SV_ADD(b[j], SV_SET1((int) key->s[0]));
    d[j] = SV_ADD(d[j], SV_SET1((int) key->s[1]));
  }
  for (i = 1; i <= RC6_ROUNDS; i += 2)           /* two rounds: the roles rotate back by two */
    for (j = 0; j < SV_SETS; ++j) {
      t = RC6_F(b[j]);
      u = RC6_F(d[j]);
      a[j] = SV_ADD(SV_ROLV(SV_XOR(a[j], t), u), SV_SET1((int) key->s[2 * i]));
      c[j] = SV_ADD(SV_ROLV(SV_XOR(c[j], u), t), SV_SET1((int) key->s[2 * i + 1]));
      t = RC6_F(c[j]);                           /* round i + 1 on (B, C, D, A) */
      u = RC6_F(a[j]);
      b[j] = SV_ADD(SV_ROLV(SV_XOR(b[j], t), u), SV_SET1((int) key->s[2 * i + 2]));
      d[j] = SV_ADD(SV_ROLV(SV_XOR(d[j], u), t), SV_SET1((int) key->s[2 * i + 3]));
      t = a[j]; a[j] = c[j]; c[j] = t;           /* (A,B,C,D) after two rounds = (C,D,A,B) */
      t = b[j]; b[j] = d[j]; d[j] = t;
    }
  for (j = 0; j < SV_SETS; ++j, out += 4 * STEP) {
    a[j] = SV_ADD(a[j], SV_SET1((int) key->s[2 * RC6_ROUNDS + 2]));
    c[j] = SV_ADD(c[j], SV_SET1((int) key->s[2 * RC6_ROUNDS + 3]));
    SV_TRANSPOSE(a[j], b[j], c[j], d[j]);
    SV_STORE(out, a[j]); SV_STORE(out + STEP, b[j]);
    SV_STORE(out + 2 * STEP, c[j]); SV_STORE(out + 3 * STEP, d[j]);
  }
}

#endif
