/*
 * blake2/blake2s-vec.h: the BLAKE2s compression function F (RFC 7693 section 3.2) on
 * 128-bit rows, over blake/rounds32.h; the including implementation first includes one
 * target of it (blake/rounds32-avx2.h, rounds32-avx512.h). Defines blake2s_blocks with the
 * interface of blake2/blake2s-ref.h.
 * Message vectors: four vpbroadcastd loads and three vpblendd each, beside the critical path
 * on units it hardly uses (as in blake/rounds64.h).
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef BLAKE2_BLAKE2S_VEC_H
#define BLAKE2_BLAKE2S_VEC_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <immintrin.h>
#include "blake/constants.h"
#include "blake/rounds32.h"

#define BLAKE32_V(f) _mm_##f
#define BLAKE32_VS(f) _mm_##f##_si128
#define BLAKE32_WIDEN(m) (m)

/* word i of the block at in, in every lane: one vpbroadcastd load, no shuffle unit */
#define BLAKE2S_WORD(i) _mm_set1_epi32((int) blake2s_word(in + 4 * (i)))
static inline uint32_t blake2s_word(const unsigned char *p)
{
  uint32_t x;
  memcpy(&x, p, 4);     /* any alignment; amd64 is little-endian, as BLAKE2 */
  return x;
}

#define BLAKE32_MSG(i0, i1, i2, i3, j0, j1, j2, j3) \
  _mm_blend_epi32(_mm_blend_epi32(BLAKE2S_WORD(i0), BLAKE2S_WORD(i1), 0x2), \
                  _mm_blend_epi32(BLAKE2S_WORD(i2), BLAKE2S_WORD(i3), 0x8), 0xc)

static void blake2s_blocks(uint32_t h[8], const unsigned char *in, size_t nblocks,
                           uint64_t t, uint32_t f)
{
  const __m128i iv0 = _mm_loadu_si128((const __m128i *) blake_iv32);
  const __m128i iv1 = _mm_loadu_si128((const __m128i *) (blake_iv32 + 4));
  __m128i h0 = _mm_loadu_si128((const __m128i *) h);
  __m128i h1 = _mm_loadu_si128((const __m128i *) (h + 4));
  __m128i a, b, c, d;

  for (; nblocks > 0; --nblocks, in += 64, t += 64) {
    a = h0;
    b = h1;
    c = iv0;
    d = _mm_xor_si128(iv1, _mm_setr_epi32((int) (uint32_t) t, (int) (uint32_t) (t >> 32),
                                          (int) f, 0));
    BLAKE32_ROUND(BLAKE_SIGMA0); BLAKE32_ROUND(BLAKE_SIGMA1); BLAKE32_ROUND(BLAKE_SIGMA2);
    BLAKE32_ROUND(BLAKE_SIGMA3); BLAKE32_ROUND(BLAKE_SIGMA4); BLAKE32_ROUND(BLAKE_SIGMA5);
    BLAKE32_ROUND(BLAKE_SIGMA6); BLAKE32_ROUND(BLAKE_SIGMA7); BLAKE32_ROUND(BLAKE_SIGMA8);
    BLAKE32_ROUND(BLAKE_SIGMA9);
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
#undef BLAKE2S_WORD

#endif
