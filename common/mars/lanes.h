/*
 * mars/lanes.h: MARS (mars/mars.h) on SV_LANES blocks at once in vector registers, for the
 * counter mode of ctr128/ctr.c: register A holds word A of every block (one block per 32-bit
 * lane), and so on; the S-box lookups are gathers, the E-function's products and rotations
 * lane-wise. The including file defines:
 *   SV, SV_LANES                      the vector type, 32-bit lanes per register (8 or 16)
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

#define MV_FMIX(a, b, c, d)                                                               \
  do {                                                                                    \
    b = SV_ADD(SV_XOR(b, MV_S0(a, 0)), MV_S1(a, 1));                                      \
    c = SV_ADD(c, MV_S0(a, 2));                                                           \
    d = SV_XOR(d, SV_GATHER(mars_s + 256, SV_SRL(a, 24)));                                \
    a = SV_ROL(a, 8);                                                                     \
  } while (0)

#define MV_BMIX(a, b, c, d)                                                               \
  do {                                                                                    \
    b = SV_XOR(b, MV_S1(a, 0));                                                           \
    c = SV_SUB(c, SV_GATHER(mars_s, SV_SRL(a, 24)));                                      \
    d = SV_XOR(SV_SUB(d, MV_S1(a, 2)), MV_S0(a, 1));                                      \
    a = SV_ROL(a, 24);                                                                    \
  } while (0)

#define MV_CORE(i, a, b, c, d, first)                                                     \
  do {                                                                                    \
    SV m_ = SV_ADD(a, MV_K(i)), r_ = SV_ROL(SV_MUL(SV_ROL(a, 13), MV_K((i) + 1)), 5), l_;  \
    l_ = SV_XOR(SV_GATHER(mars_s, SV_AND(m_, SV_SET1(511))), r_);                         \
    m_ = SV_ROLV(m_, r_);                                                                 \
    r_ = SV_ROL(r_, 5);                                                                   \
    l_ = SV_ROLV(SV_XOR(l_, r_), r_);                                                     \
    a = SV_ROL(a, 13);                                                                    \
    c = SV_ADD(c, m_);                                                                    \
    if (first) { b = SV_ADD(b, l_); d = SV_XOR(d, r_); }                                  \
    else { d = SV_ADD(d, l_); b = SV_XOR(b, r_); }                                        \
  } while (0)

/* out = E(in) for SV_LANES blocks of 16 bytes, as mars_encrypt_words */
static inline void mars_lanes_encrypt(const mars_key *key, unsigned char *out, const unsigned char *in)
{
  enum { STEP = 4 * SV_LANES };                  /* bytes per register */
  SV a = SV_LOAD(in), b = SV_LOAD(in + STEP), c = SV_LOAD(in + 2 * STEP), d = SV_LOAD(in + 3 * STEP);
  int i;
  SV_TRANSPOSE(a, b, c, d);
  a = SV_ADD(a, MV_K(0)); b = SV_ADD(b, MV_K(1)); c = SV_ADD(c, MV_K(2)); d = SV_ADD(d, MV_K(3));
  for (i = 0; i < 2; ++i) {
    MV_FMIX(a, b, c, d); a = SV_ADD(a, d);
    MV_FMIX(b, c, d, a); b = SV_ADD(b, c);
    MV_FMIX(c, d, a, b);
    MV_FMIX(d, a, b, c);
  }
  for (i = 0; i < 16; i += 4) {
    MV_CORE(4 + 2 * i, a, b, c, d, i < 8);
    MV_CORE(6 + 2 * i, b, c, d, a, i < 8);
    MV_CORE(8 + 2 * i, c, d, a, b, i < 8);
    MV_CORE(10 + 2 * i, d, a, b, c, i < 8);
  }
  for (i = 0; i < 2; ++i) {
    MV_BMIX(a, b, c, d);
    MV_BMIX(b, c, d, a);
    c = SV_SUB(c, b); MV_BMIX(c, d, a, b);
    d = SV_SUB(d, a); MV_BMIX(d, a, b, c);
  }
  a = SV_SUB(a, MV_K(36)); b = SV_SUB(b, MV_K(37)); c = SV_SUB(c, MV_K(38)); d = SV_SUB(d, MV_K(39));
  SV_TRANSPOSE(a, b, c, d);
  SV_STORE(out, a); SV_STORE(out + STEP, b); SV_STORE(out + 2 * STEP, c); SV_STORE(out + 3 * STEP, d);
}

#endif
