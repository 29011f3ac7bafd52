/*
 * blake/blake512-vec.h: the compression function of BLAKE-512 and BLAKE-64 ("SHA-3 proposal
 * BLAKE" v1.3, 2010, section 2.2.1) on 256-bit rows, over blake/rounds64.h; the including
 * implementation first includes one target of it (blake/rounds64-avx2.h, rounds64-avx512.h).
 * Defines blake512_blocks with the interface of blake/blake512-ref.h.
 * Message vectors: four vpbroadcastq loads and three vpblendd, then one vpshufb for the
 * big-endian words and a vpxor with the constants c[j] (a constant vector per use); all of it
 * runs beside the critical path.
 * Constant time: no branch and no memory index depends on the data (the branch on the round
 * count is public).
 * Public domain (CC0).
 */
#ifndef BLAKE_BLAKE512_VEC_H
#define BLAKE_BLAKE512_VEC_H

#include <stddef.h>
#include <stdint.h>
#include <immintrin.h>
#include "blake/constants.h"
#include "blake/rounds64.h"

#define BLAKE64_MSG(i0, i1, i2, i3, j0, j1, j2, j3) _mm256_xor_si256( \
  _mm256_shuffle_epi8(BLAKE64_GATHER(in, i0, i1, i2, i3), bswap), \
  _mm256_setr_epi64x((long long) blake_c64[j0], (long long) blake_c64[j1], \
                     (long long) blake_c64[j2], (long long) blake_c64[j3]))
#define BLAKE64_ROT1 32
#define BLAKE64_ROT2 25
#define BLAKE64_ROT3 16
#define BLAKE64_ROT4 11

static void blake512_blocks(uint64_t h[8], const unsigned char *in, size_t nblocks,
                            uint64_t t, int rounds)
{
  const __m256i bswap = _mm256_setr_epi8(7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8,
                                         7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8);
  const __m256i c0 = _mm256_loadu_si256((const __m256i *) blake_c64);
  const __m256i c1 = _mm256_loadu_si256((const __m256i *) (blake_c64 + 4));
  __m256i h0 = _mm256_loadu_si256((const __m256i *) h);
  __m256i h1 = _mm256_loadu_si256((const __m256i *) (h + 4));
  __m256i a, b, c, d;
  long long t0, t1;

  for (; nblocks > 0; --nblocks, in += 128, t += 128) {
    t0 = (long long) (t << 3);
    t1 = (long long) (t >> 61);
    a = h0;
    b = h1;
    c = c0;
    d = _mm256_xor_si256(c1, _mm256_setr_epi64x(t0, t0, t1, t1));
    BLAKE64_ROUND(BLAKE_SIGMA0); BLAKE64_ROUND(BLAKE_SIGMA1); BLAKE64_ROUND(BLAKE_SIGMA2);
    BLAKE64_ROUND(BLAKE_SIGMA3); BLAKE64_ROUND(BLAKE_SIGMA4); BLAKE64_ROUND(BLAKE_SIGMA5);
    BLAKE64_ROUND(BLAKE_SIGMA6); BLAKE64_ROUND(BLAKE_SIGMA7); BLAKE64_ROUND(BLAKE_SIGMA8);
    BLAKE64_ROUND(BLAKE_SIGMA9); BLAKE64_ROUND(BLAKE_SIGMA0); BLAKE64_ROUND(BLAKE_SIGMA1);
    BLAKE64_ROUND(BLAKE_SIGMA2); BLAKE64_ROUND(BLAKE_SIGMA3);
    if (rounds > 14) {                          /* BLAKE-512; BLAKE-64 stops at 14 */
      BLAKE64_ROUND(BLAKE_SIGMA4); BLAKE64_ROUND(BLAKE_SIGMA5);
    }
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
