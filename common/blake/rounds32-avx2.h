/*
 * blake/rounds32-avx2.h: the rotations of blake/rounds32.h (BLAKE-256, BLAKE2s) for amd64
 * with AVX2: (x ^ y) >>> n as one vpxor and then, for n = 16 or 8, one vpshufb, otherwise
 * (z >> n) | (z << (32 - n)). n is a constant, so the compiler keeps one branch of the choice.
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef BLAKE_ROUNDS32_AVX2_H
#define BLAKE_ROUNDS32_AVX2_H

#if !defined(__AVX2__)
#error "blake/rounds32-avx2.h needs AVX2 (-mavx2, or -march=native on a CPU with AVX2)"
#endif

#include <immintrin.h>

/* vpshufb pattern for rotating each 32-bit lane right by k bytes */
#define BLAKE32_BYTES_(k, i) ((i) / 4 * 4 + ((i) + (k)) % 4)
#define BLAKE32_BYTES(k) BLAKE32_WIDEN(_mm_setr_epi8( \
  BLAKE32_BYTES_(k, 0), BLAKE32_BYTES_(k, 1), BLAKE32_BYTES_(k, 2), BLAKE32_BYTES_(k, 3), \
  BLAKE32_BYTES_(k, 4), BLAKE32_BYTES_(k, 5), BLAKE32_BYTES_(k, 6), BLAKE32_BYTES_(k, 7), \
  BLAKE32_BYTES_(k, 8), BLAKE32_BYTES_(k, 9), BLAKE32_BYTES_(k, 10), BLAKE32_BYTES_(k, 11), \
  BLAKE32_BYTES_(k, 12), BLAKE32_BYTES_(k, 13), BLAKE32_BYTES_(k, 14), BLAKE32_BYTES_(k, 15)))

#define BLAKE32_ROR(z, n) \
  ((n) % 8 == 0 ? BLAKE32_V(shuffle_epi8)(z, BLAKE32_BYTES((n) / 8)) \
   : BLAKE32_VS(or)(BLAKE32_V(srli_epi32)(z, n), BLAKE32_V(slli_epi32)(z, 32 - (n))))

#define BLAKE32_RORX(x, y, n) BLAKE32_ROR(BLAKE32_VS(xor)(x, y), n)

#endif
