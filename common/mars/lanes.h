/*
 * mars/lanes.h: MARS (mars/mars.h) on SV_LANES blocks at once in vector registers, for the
 * counter mode of ctr128/ctr.c: register A holds word A of every block (one block per 32-bit
 * lane), and so on; the S-box lookups are gathers, the E-function's products and rotations
 * lane-wise. The including file defines:
 *   SV, SV_LANES                      the vector type, 32-bit lanes per register (8 or 16)
 *   SV_SETS                           sets of four registers per call
 *   SV_ADD, SV_SUB, SV_XOR, SV_AND, SV_MUL   lane-wise +, -, ^, &, low half of the product
 *   SV_SRL(x, n), SV_ROL(x, n)        lane-wise shift right, rotate left by a constant
 *   SV_ROLV(x, y)                     rotate every lane left by lane y's low 5 bits
 *   SV_GATHER(t, i)                   lane-wise t[i] (t a uint32_t table)
 *   SV_SET1(w), SV_LOAD(p), SV_STORE(p, x), SV_UNPACK*   as for ctr128/transpose.h
 * Table lookups at secret indexes: NOT constant time. Public domain (CC0).
 */
#ifndef MARS_LANES_H
#define MARS_LANES_H

#include "ctr128/transpose.h"
#include "mars/mars.h"

#define MV_BYTE(x, j) SV_AND(SV_SRL(x, 8 * (j)), SV_SET1(0xff))
#define MV_S0(x, j) SV_GATHER(mars_s, MV_BYTE(x, j))
#define MV_S1(x, j) SV_GATHER(mars_s + 256, MV_BYTE(x, j))
#define MV_K(i) SV_SET1((int) key->k[i])

#define MV_FMIX(a, b, c, d)                                                              \
  do {                                                                                   \
    b = SV_ADD(SV_XOR(b, MV_S0(a, 0)), MV_S1(a, 1));                                     \
    c = SV_ADD(c, MV_S0(a, 2));                                                          \
    d = SV_XOR(d, SV_GATHER(mars_s + 256, SV_SRL(a, 24)));                               \
    a = SV_ROL(a, 8);                                                                    \
  } while (0)

#define MV_BMIX(a, b, c, d)                                                              \
  do {                                                                                   \
    b = SV_XOR(b, MV_S1(a, 0));                                                          \
    c = SV_SUB(c, SV_GATHER(mars_s, SV_SRL(a, 24)));                                     \
    d = SV_XOR(SV_SUB(d, MV_S1(a, 2)), MV_S0(a, 1));                                     \
    a = SV_ROL(a, 24);                                                                   \
  } while (0)

#define MV_CORE(i, a, b, c, d, first)                                                    \
  do {                                                                                   \
    SV m_ = SV_ADD(a, MV_K(i)), r_ = SV_ROL(SV_MUL(SV_ROL(a, 13), MV_K((i) + 1)), 5), l_; \
    l_ = SV_XOR(SV_GATHER(mars_s, SV_AND(m_, SV_SET1(511))), r_);                        \
    m_ = SV_ROLV(m_, r_);                                                                \
    r_ = SV_ROL(r_, 5);                                                                  \
    l_ = SV_ROLV(SV_XOR(l_, r_), r_);                                                    \
    a = SV_ROL(a, 13);                                                                   \
    c = SV_ADD(c, m_);                                                                   \
    if (first) { b = SV_ADD(b, l_); d = SV_XOR(d, r_); }                                 \
    else { d = SV_ADD(d, l_); b = SV_XOR(b, r_); }                                       \
  } while (0)

/* out = E(in) for SV_SETS * SV_LANES blocks of 16 bytes, as mars_encrypt_words: SV_SETS
   independent sets of four registers go through each round together, so that one set's
   gathers overlap the other's */
static inline void mars_lanes_encrypt(const mars_key *key, unsigned char *out,
                                      const unsigned char *in)
{
  enum { STEP = 4 * SV_LANES };                  /* bytes per register */
  SV a[SV_SETS], b[SV_SETS], c[SV_SETS], d[SV_SETS];
  int i, j;
  for (j = 0; j < SV_SETS; ++j, in += 4 * STEP) {
    a[j] = SV_LOAD(in); b[j] = SV_LOAD(in + STEP);
    c[j] = SV_LOAD(in + 2 * STEP); d[j] = SV_LOAD(in + 3 * STEP);
    SV_TRANSPOSE(a[j], b[j], c[j], d[j]);
    a[j] = SV_ADD(a[j], MV_K(0)); b[j] = SV_ADD(b[j], MV_K(1));
    c[j] = SV_ADD(c[j], MV_K(2)); d[j] = SV_ADD(d[j], MV_K(3));
  }
  for (i = 0; i < 2; ++i)
    for (j = 0; j < SV_SETS; ++j) {
      MV_FMIX(a[j], b[j], c[j], d[j]); a[j] = SV_ADD(a[j], d[j]);
      MV_FMIX(b[j], c[j], d[j], a[j]); b[j] = SV_ADD(b[j], c[j]);
      MV_FMIX(c[j], d[j], a[j], b[j]);
      MV_FMIX(d[j], a[j], b[j], c[j]);
    }
  for (i = 0; i < 16; i += 4)
    for (j = 0; j < SV_SETS; ++j) {
      MV_CORE(4 + 2 * i, a[j], b[j], c[j], d[j], i < 8);
      MV_CORE(6 + 2 * i, b[j], c[j], d[j], a[j], i < 8);
      MV_CORE(8 + 2 * i, c[j], d[j], a[j], b[j], i < 8);
      MV_CORE(10 + 2 * i, d[j], a[j], b[j], c[j], i < 8);
    }
  for (i = 0; i < 2; ++i)
    for (j = 0; j < SV_SETS; ++j) {
      MV_BMIX(a[j], b[j], c[j], d[j]);
      MV_BMIX(b[j], c[j], d[j], a[j]);
      c[j] = SV_SUB(c[j], b[j]); MV_BMIX(c[j], d[j], a[j], b[j]);
      d[j] = SV_SUB(d[j], a[j]); MV_BMIX(d[j], a[j], b[j], c[j]);
    }
  for (j = 0; j < SV_SETS; ++j, out += 4 * STEP) {
    a[j] = SV_SUB(a[j], MV_K(36)); b[j] = SV_SUB(b[j], MV_K(37));
    c[j] = SV_SUB(c[j], MV_K(38)); d[j] = SV_SUB(d[j], MV_K(39));
    SV_TRANSPOSE(a[j], b[j], c[j], d[j]);
    SV_STORE(out, a[j]); SV_STORE(out + STEP, b[j]);
    SV_STORE(out + 2 * STEP, c[j]); SV_STORE(out + 3 * STEP, d[j]);
  }
}

#endif
