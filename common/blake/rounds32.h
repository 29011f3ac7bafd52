/*
 * blake/rounds32.h: the rounds of BLAKE-256/BLAKE-32 ("SHA-3 proposal BLAKE" v1.3, 2010,
 * section 2.1.2) and BLAKE2s (RFC 7693 section 3.2) on four rows of 32-bit words
 * a = v0..v3, b = v4..v7, c = v8..v11, d = v12..v15, so that each G step works on the four
 * columns (or the four diagonals) at once. A row is one 128-bit register, or a 256-bit one
 * holding two independent states, one per 128-bit lane (bblake256's two streams): every
 * operation here stays within 128-bit lanes. Used by blake/blake256-vec.h,
 * blake2/blake2s-vec.h and bblake256, which define
 *   BLAKE32_V(f)     the intrinsic f at the row width: _mm_##f or _mm256_##f;
 *   BLAKE32_VS(f)    the same for whole-register operations: _mm_##f##_si128 or _mm256_##f##_si256;
 *   BLAKE32_WIDEN(m) a 128-bit constant m at the row width;
 *   BLAKE32_MSG(i0, i1, i2, i3, j0, j1, j2, j3)   the four words G adds to a: for BLAKE2
 *       (m[i0], .., m[i3]), for BLAKE (m[i0] ^ c[j0], .., m[i3] ^ c[j3]) (j = the partner of
 *       i in the pair sigma(2k), sigma(2k+1)).
 * The including implementation first includes one target (blake/rounds32-avx2.h or
 * rounds32-avx512.h), which defines BLAKE32_RORX(x, y, n) = (x ^ y) rotated right by n, for
 * x the older of the two inputs.
 *
 * Diagonalization: the diagonal step needs lane k of a, b, c, d to hold v_j, v_{4+(j+1)%4},
 * v_{8+(j+2)%4}, v_{12+(j+3)%4}. We leave b in place and rotate a, c and d (vpshufd), because
 * b is the row G computes last: the shuffles of a, c, d then run while b is still being
 * computed, off the critical path. With b fixed, lane k works on diagonal j = k - 1, so the
 * message words of the diagonal step go in the order 7, 4, 5, 6 of G's index.
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef BLAKE_ROUNDS32_H
#define BLAKE_ROUNDS32_H

#include <immintrin.h>

/* half of G: a += b + x; d = (d ^ a) >>> r1; c += d; b = (b ^ c) >>> r2 */
#define BLAKE32_HALF(x, r1, r2) do { \
    a = BLAKE32_V(add_epi32)(BLAKE32_V(add_epi32)(a, x), b); \
    d = BLAKE32_RORX(d, a, r1); \
    c = BLAKE32_V(add_epi32)(c, d); \
    b = BLAKE32_RORX(b, c, r2); \
  } while (0)

#define BLAKE32_G(i0, i1, i2, i3, j0, j1, j2, j3) do { \
    BLAKE32_HALF(BLAKE32_MSG(i0, i1, i2, i3, j0, j1, j2, j3), 16, 12); \
    BLAKE32_HALF(BLAKE32_MSG(j0, j1, j2, j3, i0, i1, i2, i3), 8, 7); \
  } while (0)

/* one round with permutation sigma (a BLAKE_SIGMAn list, expanded first into 16 arguments) */
#define BLAKE32_ROUND(sigma) BLAKE32_ROUND_(sigma)
#define BLAKE32_ROUND_(s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15) \
  do { \
    BLAKE32_G(s0, s2, s4, s6, s1, s3, s5, s7); \
    a = BLAKE32_V(shuffle_epi32)(a, _MM_SHUFFLE(2, 1, 0, 3)); \
    c = BLAKE32_V(shuffle_epi32)(c, _MM_SHUFFLE(0, 3, 2, 1)); \
    d = BLAKE32_V(shuffle_epi32)(d, _MM_SHUFFLE(1, 0, 3, 2)); \
    BLAKE32_G(s14, s8, s10, s12, s15, s9, s11, s13); \
    a = BLAKE32_V(shuffle_epi32)(a, _MM_SHUFFLE(0, 3, 2, 1)); \
    c = BLAKE32_V(shuffle_epi32)(c, _MM_SHUFFLE(2, 1, 0, 3)); \
    d = BLAKE32_V(shuffle_epi32)(d, _MM_SHUFFLE(1, 0, 3, 2)); \
  } while (0)

#endif
