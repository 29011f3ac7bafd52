/*
 * blake2/blake2b-avx2.h: the BLAKE2b compression function (RFC 7693 section 3.2) for amd64
 * with AVX2, one 256-bit register per row of the state (the rounds: blake2/blake2b-ymm.h).
 * Rotations: by 32 one vpshufd, by 24 and 16 one vpshufb, by 63 (x >> 63) ^ (x + x).
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef BLAKE2_BLAKE2B_AVX2_H
#define BLAKE2_BLAKE2B_AVX2_H

#if !defined(__AVX2__)
#error "blake2/blake2b-avx2.h needs AVX2 (a compiler line with -mavx2, or -march=native on a CPU that has it)"
#endif

#include <immintrin.h>

#define BLAKE2B_ROT24 _mm256_setr_epi8(3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10, \
                                       3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10)
#define BLAKE2B_ROT16 _mm256_setr_epi8(2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9, \
                                       2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9)

#define BLAKE2B_G1(x) do { \
    a = _mm256_add_epi64(_mm256_add_epi64(a, x), b); \
    d = _mm256_shuffle_epi32(_mm256_xor_si256(d, a), _MM_SHUFFLE(2, 3, 0, 1)); \
    c = _mm256_add_epi64(c, d); \
    b = _mm256_shuffle_epi8(_mm256_xor_si256(b, c), BLAKE2B_ROT24); \
  } while (0)

#define BLAKE2B_G2(y) do { \
    a = _mm256_add_epi64(_mm256_add_epi64(a, y), b); \
    d = _mm256_shuffle_epi8(_mm256_xor_si256(d, a), BLAKE2B_ROT16); \
    c = _mm256_add_epi64(c, d); \
    b = _mm256_xor_si256(b, c); \
    b = _mm256_xor_si256(_mm256_srli_epi64(b, 63), _mm256_add_epi64(b, b)); \
  } while (0)

#include "blake2/blake2b-ymm.h"

#endif
