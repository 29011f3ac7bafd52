/*
 * blake/blake256-vec.h: the compression function of BLAKE-256 and BLAKE-32 ("SHA-3 proposal
 * BLAKE" v1.3, 2010, section 2.1.2) on 128-bit rows, over blake/rounds32.h; the including
 * implementation first includes one target of it (blake/rounds32-avx2.h, rounds32-avx512.h).
 * Defines blake256_blocks with the interface of blake/blake256-ref.h.
 * Message vectors: four vpbroadcastd loads and three vpblendd, then one vpshufb for the
 * big-endian words and a vpxor with the constants c[j] (a constant vector per use); all of it
 * runs beside the critical path.
 * Constant time: no branch and no memory index depends on the data (the branch on the round
 * count is public).
 * Public domain (CC0).
 */
#ifndef BLAKE_BLAKE256_VEC_H
#define BLAKE_BLAKE256_VEC_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <immintrin.h>
#include "blake/constants.h"
#include "blake/rounds32.h"

#define BLAKE32_V(f) _mm_##f
#define BLAKE32_VS(f) _mm_##f##_si128
#define BLAKE32_WIDEN(m) (m)

static inline uint32_t blake256_word(const unsigned char *p)
{
  uint32_t x;
  memcpy(&x, p, 4);     /* any alignment; byte-swapped after the gather */
  return x;
}

#define BLAKE256_WORD(i) _mm_set1_epi32((int) blake256_word(in + 4 * (i)))
#define BLAKE32_MSG(i0, i1, i2, i3, j0, j1, j2, j3) _mm_xor_si128( \
  _mm_shuffle_epi8(_mm_blend_epi32(_mm_blend_epi32(BLAKE256_WORD(i0), BLAKE256_WORD(i1), 0x2), \
                                   _mm_blend_epi32(BLAKE256_WORD(i2), BLAKE256_WORD(i3), 0x8), \
                                   0xc), bswap), \
  _mm_setr_epi32((int) blake_c32[j0], (int) blake_c32[j1], (int) blake_c32[j2], \
                 (int) blake_c32[j3]))

static void blake256_blocks(uint32_t h[8], const unsigned char *in, size_t nblocks,
                            uint64_t t, int rounds)
{
  const __m128i bswap = _mm_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12);
  const __m128i c0 = _mm_loadu_si128((const __m128i *) blake_c32);
  const __m128i c1 = _mm_loadu_si128((const __m128i *) (blake_c32 + 4));
  __m128i h0 = _mm_loadu_si128((const __m128i *) h);
  __m128i h1 = _mm_loadu_si128((const __m128i *) (h + 4));
  __m128i a, b, c, d;
  uint32_t t0, t1;

  for (; nblocks > 0; --nblocks, in += 64, t += 64) {
    t0 = (uint32_t) (t << 3);
    t1 = (uint32_t) (t >> 29);
    a = h0;
    b = h1;
    c = c0;
    d = _mm_xor_si128(c1, _mm_setr_epi32((int) t0, (int) t0, (int) t1, (int) t1));
    BLAKE32_ROUND(BLAKE_SIGMA0); BLAKE32_ROUND(BLAKE_SIGMA1); BLAKE32_ROUND(BLAKE_SIGMA2);
    BLAKE32_ROUND(BLAKE_SIGMA3); BLAKE32_ROUND(BLAKE_SIGMA4); BLAKE32_ROUND(BLAKE_SIGMA5);
    BLAKE32_ROUND(BLAKE_SIGMA6); BLAKE32_ROUND(BLAKE_SIGMA7); BLAKE32_ROUND(BLAKE_SIGMA8);
    BLAKE32_ROUND(BLAKE_SIGMA9);
    if (rounds > 10) {                          /* BLAKE-256; BLAKE-32 stops at 10 */
      BLAKE32_ROUND(BLAKE_SIGMA0); BLAKE32_ROUND(BLAKE_SIGMA1); BLAKE32_ROUND(BLAKE_SIGMA2);
      BLAKE32_ROUND(BLAKE_SIGMA3);
    }
    h0 = _mm_xor_si128(h0, _mm_xor_si128(a, c));
    h1 = _mm_xor_si128(h1, _mm_xor_si128(b, d));
  }
  _mm_storeu_si128((__m128i *) h, h0);
  _mm_storeu_si128((__m128i *) (h + 4), h1);
}

/* the configuration of the rounds ends with this function (another may follow) */
#undef BLAKE32_V
#undef BLAKE32_VS
#undef BLAKE32_WIDEN
#undef BLAKE32_MSG
#undef BLAKE256_WORD

#endif
