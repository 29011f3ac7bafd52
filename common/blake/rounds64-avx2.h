/*
 * blake/rounds64-avx2.h: the rotations of blake/rounds64.h (BLAKE-512, BLAKE2b) for amd64
 * with AVX2: (x ^ y) >>> n as one vpxor and then, by n: 32 one vpshufd, a multiple of 8 one
 * vpshufb, 63 (z >> 63) ^ (z + z), otherwise (z >> n) | (z << (64 - n)). n is a constant, so
 * the compiler keeps one branch of the choice.
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef BLAKE_ROUNDS64_AVX2_H
#define BLAKE_ROUNDS64_AVX2_H

#if !defined(__AVX2__)
#error "blake/rounds64-avx2.h needs AVX2 (-mavx2, or -march=native on a CPU with AVX2)"
#endif

#include <immintrin.h>

/* vpshufb pattern for rotating each 64-bit lane right by k bytes */
#define BLAKE64_BYTES_(k, i) (((i) + (k)) % 8)
#define BLAKE64_BYTES(k) _mm256_setr_epi8( \
  BLAKE64_BYTES_(k, 0), BLAKE64_BYTES_(k, 1), BLAKE64_BYTES_(k, 2), BLAKE64_BYTES_(k, 3), \
  BLAKE64_BYTES_(k, 4), BLAKE64_BYTES_(k, 5), BLAKE64_BYTES_(k, 6), BLAKE64_BYTES_(k, 7), \
  8 + BLAKE64_BYTES_(k, 0), 8 + BLAKE64_BYTES_(k, 1), 8 + BLAKE64_BYTES_(k, 2), \
  8 + BLAKE64_BYTES_(k, 3), 8 + BLAKE64_BYTES_(k, 4), 8 + BLAKE64_BYTES_(k, 5), \
  8 + BLAKE64_BYTES_(k, 6), 8 + BLAKE64_BYTES_(k, 7), \
  BLAKE64_BYTES_(k, 0), BLAKE64_BYTES_(k, 1), BLAKE64_BYTES_(k, 2), BLAKE64_BYTES_(k, 3), \
  BLAKE64_BYTES_(k, 4), BLAKE64_BYTES_(k, 5), BLAKE64_BYTES_(k, 6), BLAKE64_BYTES_(k, 7), \
  8 + BLAKE64_BYTES_(k, 0), 8 + BLAKE64_BYTES_(k, 1), 8 + BLAKE64_BYTES_(k, 2), \
  8 + BLAKE64_BYTES_(k, 3), 8 + BLAKE64_BYTES_(k, 4), 8 + BLAKE64_BYTES_(k, 5), \
  8 + BLAKE64_BYTES_(k, 6), 8 + BLAKE64_BYTES_(k, 7))

#define BLAKE64_ROR(z, n) \
  ((n) == 32 ? _mm256_shuffle_epi32(z, _MM_SHUFFLE(2, 3, 0, 1)) \
   : (n) % 8 == 0 ? _mm256_shuffle_epi8(z, BLAKE64_BYTES((n) / 8)) \
   : (n) == 63 ? _mm256_xor_si256(_mm256_srli_epi64(z, 63), _mm256_add_epi64(z, z)) \
   : _mm256_or_si256(_mm256_srli_epi64(z, (n) % 64), _mm256_slli_epi64(z, (64 - (n)) % 64)))

#define BLAKE64_RORX(x, y, n) BLAKE64_ROR(_mm256_xor_si256(x, y), n)

#endif
