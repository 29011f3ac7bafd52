/*
 * blake2/blake2b-ymm.h: the BLAKE2b compression function F (RFC 7693 section 3.2) on four
 * 256-bit rows a = v0..v3, b = v4..v7, c = v8..v11, d = v12..v15, so that each G step works on
 * the four columns (or the four diagonals) at once. Shared by blake2/blake2b-avx2.h and
 * blake2b-avx512.h, which first define BLAKE2B_G1(x) and BLAKE2B_G2(y), the two halves of G
 * on a, b, c, d with the message words x (first half: rotations 32, 24) and y (16, 63).
 * Defines blake2b_blocks with the interface of blake2/blake2b-ref.h.
 *
 * Message words: each vector of four is put together from four vpbroadcastq loads and three
 * vpblendd, which run beside the critical path on units it hardly uses. (vpermq, vpinsrq or
 * vpermt2q gathers compete with the shuffles and rotations of G: 5-8% slower on Zen 4.)
 *
 * Diagonalization: the diagonal step needs lane k of a, b, c, d to hold v_j, v_{4+(j+1)%4},
 * v_{8+(j+2)%4}, v_{12+(j+3)%4}. Three of the rows must move; we leave b in place and rotate
 * a, c and d, because b is the row G computes last: the lane-crossing permutes (4 cycles on
 * Zen 4) of a, c, d then run while b is still being computed, off the critical path. (Moving
 * b, c, d, as usual, costs about 20% here.) With b fixed, lane k works on diagonal j = k - 1,
 * so the message words of the diagonal step go in the order 7, 4, 5, 6 of G's index.
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef BLAKE2_BLAKE2B_YMM_H
#define BLAKE2_BLAKE2B_YMM_H

#include <stddef.h>
#include <stdint.h>
#include <immintrin.h>
#include "blake/constants.h"

/* (w[i0], w[i1], w[i2], w[i3]), the message words of the block at in */
#define BLAKE2B_WORD(i) _mm256_broadcastq_epi64(_mm_loadl_epi64((const __m128i *) (in + 8 * (i))))
#define BLAKE2B_MSG(i0, i1, i2, i3) \
  _mm256_blend_epi32(_mm256_blend_epi32(BLAKE2B_WORD(i0), BLAKE2B_WORD(i1), 0x0c), \
                     _mm256_blend_epi32(BLAKE2B_WORD(i2), BLAKE2B_WORD(i3), 0xc0), 0xf0)

/* the sigma list is expanded first, so that BLAKE2B_ROUND_ gets sixteen arguments */
#define BLAKE2B_ROUND(sigma) BLAKE2B_ROUND_(sigma)
#define BLAKE2B_ROUND_(s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15) \
  do { \
    BLAKE2B_G1(BLAKE2B_MSG(s0, s2, s4, s6)); \
    BLAKE2B_G2(BLAKE2B_MSG(s1, s3, s5, s7)); \
    a = _mm256_permute4x64_epi64(a, _MM_SHUFFLE(2, 1, 0, 3)); \
    c = _mm256_permute4x64_epi64(c, _MM_SHUFFLE(0, 3, 2, 1)); \
    d = _mm256_permute4x64_epi64(d, _MM_SHUFFLE(1, 0, 3, 2)); \
    BLAKE2B_G1(BLAKE2B_MSG(s14, s8, s10, s12)); \
    BLAKE2B_G2(BLAKE2B_MSG(s15, s9, s11, s13)); \
    a = _mm256_permute4x64_epi64(a, _MM_SHUFFLE(0, 3, 2, 1)); \
    c = _mm256_permute4x64_epi64(c, _MM_SHUFFLE(2, 1, 0, 3)); \
    d = _mm256_permute4x64_epi64(d, _MM_SHUFFLE(1, 0, 3, 2)); \
  } while (0)

static void blake2b_blocks(uint64_t h[8], const unsigned char *in, size_t nblocks,
                           uint64_t t, uint64_t f)
{
  const __m256i iv0 = _mm256_loadu_si256((const __m256i *) blake_iv64);
  const __m256i iv1 = _mm256_loadu_si256((const __m256i *) (blake_iv64 + 4));
  __m256i h0 = _mm256_loadu_si256((const __m256i *) h);
  __m256i h1 = _mm256_loadu_si256((const __m256i *) (h + 4));
  __m256i a, b, c, d;

  for (; nblocks > 0; --nblocks, in += 128, t += 128) {
    a = h0;
    b = h1;
    c = iv0;
    d = _mm256_xor_si256(iv1, _mm256_set_epi64x(0, (long long) f, 0, (long long) t));
    BLAKE2B_ROUND(BLAKE_SIGMA0); BLAKE2B_ROUND(BLAKE_SIGMA1); BLAKE2B_ROUND(BLAKE_SIGMA2);
    BLAKE2B_ROUND(BLAKE_SIGMA3); BLAKE2B_ROUND(BLAKE_SIGMA4); BLAKE2B_ROUND(BLAKE_SIGMA5);
    BLAKE2B_ROUND(BLAKE_SIGMA6); BLAKE2B_ROUND(BLAKE_SIGMA7); BLAKE2B_ROUND(BLAKE_SIGMA8);
    BLAKE2B_ROUND(BLAKE_SIGMA9); BLAKE2B_ROUND(BLAKE_SIGMA0); BLAKE2B_ROUND(BLAKE_SIGMA1);
    h0 = _mm256_xor_si256(h0, _mm256_xor_si256(a, c));
    h1 = _mm256_xor_si256(h1, _mm256_xor_si256(b, d));
  }
  _mm256_storeu_si256((__m256i *) h, h0);
  _mm256_storeu_si256((__m256i *) (h + 4), h1);
}

#endif
