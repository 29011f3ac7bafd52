/*
 * blake/rounds64.h: the rounds of BLAKE-512/BLAKE-64 ("SHA-3 proposal BLAKE" v1.3, 2010,
 * section 2.2.1) and BLAKE2b (RFC 7693 section 3.2) on four 256-bit rows a = v0..v3,
 * b = v4..v7, c = v8..v11, d = v12..v15, so that each G step works on the four columns (or
 * the four diagonals) at once. Used by blake/blake512-vec.h and blake2/blake2b-vec.h, which
 * define
 *   BLAKE64_MSG(i0, i1, i2, i3, j0, j1, j2, j3)   the four words G adds to a: for BLAKE2
 *       (m[i0], .., m[i3]), for BLAKE (m[i0] ^ c[j0], .., m[i3] ^ c[j3]) (j = the partner of
 *       i in the pair sigma(2k), sigma(2k+1));
 *   BLAKE64_ROT1, BLAKE64_ROT2, BLAKE64_ROT3, BLAKE64_ROT4   G's four rotation counts.
 * The including implementation first includes one target (blake/rounds64-avx2.h or
 * rounds64-avx512.h), which defines BLAKE64_RORX(x, y, n) = (x ^ y) rotated right by n, for
 * x the older of the two inputs.
 *
 * Message vectors: BLAKE64_WORD(p, i) broadcasts 64-bit word i of p[] into a vector;
 * BLAKE64_GATHER blends four of them. The loads and vpblendd run beside the critical path on
 * units it hardly uses. (vpermq, vpinsrq or vpermt2q gathers compete with G's shuffles and
 * rotations: 5-8% slower on Zen 4.)
 * Diagonalization: the diagonal step needs lane k of a, b, c, d to hold v_j, v_{4+(j+1)%4},
 * v_{8+(j+2)%4}, v_{12+(j+3)%4}. Three of the rows must move; we leave b in place and rotate
 * a, c and d, because b is the row G computes last: the lane-crossing permutes (4 cycles on
 * Zen 4) of a, c, d then run while b is still being computed, off the critical path. (Moving
 * b, c, d, as usual, costs about 20% here.) With b fixed, lane k works on diagonal j = k - 1,
 * so the message words of the diagonal step go in the order 7, 4, 5, 6 of G's index.
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef BLAKE_ROUNDS64_H
#define BLAKE_ROUNDS64_H

#include <immintrin.h>

#define BLAKE64_WORD(p, i) \
  _mm256_broadcastq_epi64(_mm_loadl_epi64((const __m128i *) ((p) + 8 * (i))))
#define BLAKE64_GATHER(p, i0, i1, i2, i3) \
  _mm256_blend_epi32(_mm256_blend_epi32(BLAKE64_WORD(p, i0), BLAKE64_WORD(p, i1), 0x0c), \
                     _mm256_blend_epi32(BLAKE64_WORD(p, i2), BLAKE64_WORD(p, i3), 0xc0), 0xf0)

/* half of G: a += b + x; d = (d ^ a) >>> r1; c += d; b = (b ^ c) >>> r2 */
#define BLAKE64_HALF(x, r1, r2) do { \
    a = _mm256_add_epi64(_mm256_add_epi64(a, x), b); \
    d = BLAKE64_RORX(d, a, r1); \
    c = _mm256_add_epi64(c, d); \
    b = BLAKE64_RORX(b, c, r2); \
  } while (0)

#define BLAKE64_G(i0, i1, i2, i3, j0, j1, j2, j3) do { \
    BLAKE64_HALF(BLAKE64_MSG(i0, i1, i2, i3, j0, j1, j2, j3), BLAKE64_ROT1, BLAKE64_ROT2); \
    BLAKE64_HALF(BLAKE64_MSG(j0, j1, j2, j3, i0, i1, i2, i3), BLAKE64_ROT3, BLAKE64_ROT4); \
  } while (0)

/* one round with permutation sigma (a BLAKE_SIGMAn list, expanded first into 16 arguments) */
#define BLAKE64_ROUND(sigma) BLAKE64_ROUND_(sigma)
#define BLAKE64_ROUND_(s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15) \
  do { \
    BLAKE64_G(s0, s2, s4, s6, s1, s3, s5, s7); \
    a = _mm256_permute4x64_epi64(a, _MM_SHUFFLE(2, 1, 0, 3)); \
    c = _mm256_permute4x64_epi64(c, _MM_SHUFFLE(0, 3, 2, 1)); \
    d = _mm256_permute4x64_epi64(d, _MM_SHUFFLE(1, 0, 3, 2)); \
    BLAKE64_G(s14, s8, s10, s12, s15, s9, s11, s13); \
    a = _mm256_permute4x64_epi64(a, _MM_SHUFFLE(0, 3, 2, 1)); \
    c = _mm256_permute4x64_epi64(c, _MM_SHUFFLE(2, 1, 0, 3)); \
    d = _mm256_permute4x64_epi64(d, _MM_SHUFFLE(1, 0, 3, 2)); \
  } while (0)

#endif
