/*
 * jh/layers.h: the S-box and L layers of JH's bit-sliced round ("The Hash Function JH",
 * H. Wu, round-3 version, 2011, sections 2.3 and 4), for any word type: the including file
 * defines jh_word and JH_XOR, JH_AND, JH_OR, JH_ANDNOT (~a & b), JH_NOT on it (64-bit
 * integers in jh/e8-ref.h, 128-bit vectors in jh/e8-sse2.h). Bit i of the four words
 * x0..x3 is one 4-bit element, x0 its most significant bit.
 * Constant time: logic operations only. Public domain (CC0).
 */
#ifndef JH_LAYERS_H
#define JH_LAYERS_H

/* S0 where the constant bit c is 0, S1 where it is 1: the specification's circuit */
#define JH_SBOX(x0, x1, x2, x3, c) do { \
    jh_word t_; \
    x3 = JH_NOT(x3); \
    x0 = JH_XOR(x0, JH_ANDNOT(x2, c)); \
    t_ = JH_XOR(c, JH_AND(x0, x1)); \
    x0 = JH_XOR(x0, JH_AND(x2, x3)); \
    x3 = JH_XOR(x3, JH_ANDNOT(x1, x2)); \
    x1 = JH_XOR(x1, JH_AND(x0, x2)); \
    x2 = JH_XOR(x2, JH_ANDNOT(x3, x0)); \
    x0 = JH_XOR(x0, JH_OR(x1, x3)); \
    x3 = JH_XOR(x3, JH_AND(x1, x2)); \
    x1 = JH_XOR(x1, JH_AND(t_, x0)); \
    x2 = JH_XOR(x2, t_); \
  } while (0)

/* L (section 2.3): the pair (a, b) of GF(2^4) elements (modulo x^4 + x + 1) becomes
   (5a + 2b, 2a + b): first b ^= 2a, then a ^= 2b, where doubling (a0 a1 a2 a3), a0 the most
   significant bit, gives (a1, a2, a3 + a0, a0) */
#define JH_L(a0, a1, a2, a3, b0, b1, b2, b3) do { \
    b0 = JH_XOR(b0, a1); b1 = JH_XOR(b1, a2); b2 = JH_XOR(b2, JH_XOR(a3, a0)); \
    b3 = JH_XOR(b3, a0); \
    a0 = JH_XOR(a0, b1); a1 = JH_XOR(a1, b2); a2 = JH_XOR(a2, JH_XOR(b3, b0)); \
    a3 = JH_XOR(a3, b0); \
  } while (0)

#endif
