/*
 * crypto_hash/bblake256/shared/pairs-vec.h: bblake256_pairs (see bblake.h) with both streams
 * at once: two BLAKE-256 states ("SHA-3 proposal BLAKE" v1.3, 2010, section 2.1.2), one per
 * 128-bit lane of 256-bit rows, over common/blake/rounds32.h; the including implementation
 * first includes one target of it (blake/rounds32-avx2.h, rounds32-avx512.h). The two lanes
 * are independent, so a pair of blocks costs about what one block does (G is bound by its
 * dependency chain, not by the vector units).
 * Message: for each block pair, words[i] holds word i of the first block four times in the low
 * lane and word i of the second block four times in the high lane (byte-swapped, from one
 * vpshufd each); a message vector is then three vpblendd of four of them and a vpxor with the
 * constants.
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef BBLAKE256_SHARED_PAIRS_VEC_H
#define BBLAKE256_SHARED_PAIRS_VEC_H

#include <stddef.h>
#include <stdint.h>
#include <immintrin.h>
#include "blake/constants.h"
#include "blake/rounds32.h"

#define BLAKE32_V(f) _mm256_##f
#define BLAKE32_VS(f) _mm256_##f##_si256
#define BLAKE32_WIDEN(m) _mm256_broadcastsi128_si256(m)
#define BLAKE32_MSG(i0, i1, i2, i3, j0, j1, j2, j3) _mm256_xor_si256( \
  _mm256_blend_epi32(_mm256_blend_epi32(words[i0], words[i1], 0x22), \
                     _mm256_blend_epi32(words[i2], words[i3], 0x88), 0xcc), \
  _mm256_setr_epi32((int) blake_c32[j0], (int) blake_c32[j1], (int) blake_c32[j2], \
                    (int) blake_c32[j3], (int) blake_c32[j0], (int) blake_c32[j1], \
                    (int) blake_c32[j2], (int) blake_c32[j3]))

/* words[0..15] from the blocks at in (low lanes) and in + 64 (high lanes) */
static inline void bblake256_words(__m256i words[16], const unsigned char *in)
{
  const __m256i bswap = _mm256_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12,
                                         3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12);
  __m256i x;
  int i;

  for (i = 0; i < 16; i += 4) {
    x = _mm256_loadu2_m128i((const __m128i *) (in + 64 + 4 * i), (const __m128i *) (in + 4 * i));
    x = _mm256_shuffle_epi8(x, bswap);
    words[i] = _mm256_shuffle_epi32(x, 0x00);
    words[i + 1] = _mm256_shuffle_epi32(x, 0x55);
    words[i + 2] = _mm256_shuffle_epi32(x, 0xaa);
    words[i + 3] = _mm256_shuffle_epi32(x, 0xff);
  }
}

static void bblake256_pairs(uint32_t h0[8], uint32_t h1[8], const unsigned char *in,
                            size_t npairs, uint64_t t)
{
  const __m256i c0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *) blake_c32));
  const __m256i c1 = _mm256_broadcastsi128_si256(
                       _mm_loadu_si128((const __m128i *) (blake_c32 + 4)));
  __m256i x0 = _mm256_loadu2_m128i((const __m128i *) h1, (const __m128i *) h0);
  __m256i x1 = _mm256_loadu2_m128i((const __m128i *) (h1 + 4), (const __m128i *) (h0 + 4));
  __m256i a, b, c, d, words[16];
  uint32_t t0, t1;

  for (; npairs > 0; --npairs, in += 128, t += 64) {
    bblake256_words(words, in);
    t0 = (uint32_t) (t << 3);
    t1 = (uint32_t) (t >> 29);
    a = x0;
    b = x1;
    c = c0;
    d = _mm256_xor_si256(c1, _mm256_setr_epi32((int) t0, (int) t0, (int) t1, (int) t1,
                                               (int) t0, (int) t0, (int) t1, (int) t1));
    BLAKE32_ROUND(BLAKE_SIGMA0); BLAKE32_ROUND(BLAKE_SIGMA1); BLAKE32_ROUND(BLAKE_SIGMA2);
    BLAKE32_ROUND(BLAKE_SIGMA3); BLAKE32_ROUND(BLAKE_SIGMA4); BLAKE32_ROUND(BLAKE_SIGMA5);
    BLAKE32_ROUND(BLAKE_SIGMA6); BLAKE32_ROUND(BLAKE_SIGMA7); BLAKE32_ROUND(BLAKE_SIGMA8);
    BLAKE32_ROUND(BLAKE_SIGMA9); BLAKE32_ROUND(BLAKE_SIGMA0); BLAKE32_ROUND(BLAKE_SIGMA1);
    BLAKE32_ROUND(BLAKE_SIGMA2); BLAKE32_ROUND(BLAKE_SIGMA3);
    x0 = _mm256_xor_si256(x0, _mm256_xor_si256(a, c));
    x1 = _mm256_xor_si256(x1, _mm256_xor_si256(b, d));
  }
  _mm256_storeu2_m128i((__m128i *) h1, (__m128i *) h0, x0);
  _mm256_storeu2_m128i((__m128i *) (h1 + 4), (__m128i *) (h0 + 4), x1);
}

#undef BLAKE32_V
#undef BLAKE32_VS
#undef BLAKE32_WIDEN
#undef BLAKE32_MSG

#endif
