/*
 * blake2/blake2b-vec.h: the BLAKE2b compression function F (RFC 7693 section 3.2) on
 * 256-bit rows, over blake/rounds64.h; the including implementation first includes one
 * target of it (blake/rounds64-avx2.h, rounds64-avx512.h). Defines blake2b_blocks with the
 * interface of blake2/blake2b-ref.h.
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef BLAKE2_BLAKE2B_VEC_H
#define BLAKE2_BLAKE2B_VEC_H

#include <stddef.h>
#include <stdint.h>
#include <immintrin.h>
#include "blake/constants.h"
#include "blake/rounds64.h"

#define BLAKE64_MSG(i0, i1, i2, i3, j0, j1, j2, j3) BLAKE64_GATHER(in, i0, i1, i2, i3)
#define BLAKE64_ROT1 32
#define BLAKE64_ROT2 24
#define BLAKE64_ROT3 16
#define BLAKE64_ROT4 63

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
    BLAKE64_ROUND(BLAKE_SIGMA0); BLAKE64_ROUND(BLAKE_SIGMA1); BLAKE64_ROUND(BLAKE_SIGMA2);
    BLAKE64_ROUND(BLAKE_SIGMA3); BLAKE64_ROUND(BLAKE_SIGMA4); BLAKE64_ROUND(BLAKE_SIGMA5);
    BLAKE64_ROUND(BLAKE_SIGMA6); BLAKE64_ROUND(BLAKE_SIGMA7); BLAKE64_ROUND(BLAKE_SIGMA8);
    BLAKE64_ROUND(BLAKE_SIGMA9); BLAKE64_ROUND(BLAKE_SIGMA0); BLAKE64_ROUND(BLAKE_SIGMA1);
    h0 = _mm256_xor_si256(h0, _mm256_xor_si256(a, c));
    h1 = _mm256_xor_si256(h1, _mm256_xor_si256(b, d));
  }
  _mm256_storeu_si256((__m256i *) h, h0);
  _mm256_storeu_si256((__m256i *) (h + 4), h1);
}

/* the configuration of the rounds ends with this function (another may follow) */
#undef BLAKE64_MSG
#undef BLAKE64_ROT1
#undef BLAKE64_ROT2
#undef BLAKE64_ROT3
#undef BLAKE64_ROT4

#endif
