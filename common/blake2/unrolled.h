/*
 * blake2/unrolled.h: one round of BLAKE2 (RFC 7693 section 3.2) written out for BLAKE2b and
 * BLAKE2s alike, and the state set up before the rounds and folded into h after them, on the
 * state in sixteen locals v0..v15 with sigma's entries as constants:
 * the compiler keeps the state in registers and adds the message words m[] straight from
 * memory, where the loop over rounds of blake2b-ref.h indexes both arrays at run time.
 * Used by blake2b-unrolled.h and blake2s-unrolled.h, with G = BLAKE2B_G or BLAKE2S_G
 * (blake2/g.h); r must be a constant.
 * Public domain (CC0).
 */
#ifndef BLAKE2_UNROLLED_H
#define BLAKE2_UNROLLED_H

#include "blake/constants.h"
#include "compiler/opaque.h"

/* In a += b + m, b comes last (from the step before), but the compilers add a + b first: two
   additions on the chain where one would do. Computing a + m first, kept apart with
   CB_OPAQUE (blake2/g.h uses BLAKE2_SETTLED where it is defined, so include this file
   first), made the unrolled BLAKE2s 4% faster under clang 14 -O on Zen 5, and -O2/-O3,
   which spilled the state before, twice as fast; BLAKE2b 1%. */
#define BLAKE2_SETTLED(x) CB_OPAQUE(x)

#define BLAKE2_M(m, r, i) (m)[blake_sigma[(r) % 10][i]]
#define BLAKE2_ROUND(G, m, r) do { \
    G(v0, v4, v8,  v12, BLAKE2_M(m, r, 0),  BLAKE2_M(m, r, 1)); \
    G(v1, v5, v9,  v13, BLAKE2_M(m, r, 2),  BLAKE2_M(m, r, 3)); \
    G(v2, v6, v10, v14, BLAKE2_M(m, r, 4),  BLAKE2_M(m, r, 5)); \
    G(v3, v7, v11, v15, BLAKE2_M(m, r, 6),  BLAKE2_M(m, r, 7)); \
    G(v0, v5, v10, v15, BLAKE2_M(m, r, 8),  BLAKE2_M(m, r, 9)); \
    G(v1, v6, v11, v12, BLAKE2_M(m, r, 10), BLAKE2_M(m, r, 11)); \
    G(v2, v7, v8,  v13, BLAKE2_M(m, r, 12), BLAKE2_M(m, r, 13)); \
    G(v3, v4, v9,  v14, BLAKE2_M(m, r, 14), BLAKE2_M(m, r, 15)); \
  } while (0)

/* the state before and after the rounds (RFC 7693 section 3.2): v0..v7 = h, v8..v15 = IV, with
   the counter t (low and high word) and the final flag f in v12, v13, v14; then h ^= v ^ v' */
#define BLAKE2_START(h, iv, tlo, thi, f) do { \
    v0 = (h)[0]; v1 = (h)[1]; v2 = (h)[2]; v3 = (h)[3]; \
    v4 = (h)[4]; v5 = (h)[5]; v6 = (h)[6]; v7 = (h)[7]; \
    v8 = (iv)[0]; v9 = (iv)[1]; v10 = (iv)[2]; v11 = (iv)[3]; \
    v12 = (iv)[4] ^ (tlo); v13 = (iv)[5] ^ (thi); v14 = (iv)[6] ^ (f); v15 = (iv)[7]; \
  } while (0)
#define BLAKE2_FINISH(h) do { \
    (h)[0] ^= v0 ^ v8; (h)[1] ^= v1 ^ v9; (h)[2] ^= v2 ^ v10; (h)[3] ^= v3 ^ v11; \
    (h)[4] ^= v4 ^ v12; (h)[5] ^= v5 ^ v13; (h)[6] ^= v6 ^ v14; (h)[7] ^= v7 ^ v15; \
  } while (0)

#endif
