/*
 * mceliece/avx2/encap.h: encapsulation's FixedWeight and syndrome (mceliece/kem.c) with AVX2.
 * FixedWeight's check that the t positions are distinct compares each with the 16 after it
 * at a time; its error vector is built 256 bits at a time, each position's bit put in the
 * word its index selects by a comparison mask.
 * The syndrome (mc_encode): each
 * row of the public key (up to 1 MB and more in all: read once, in order) ANDed with the
 * error vector's tail 256 bits at a time (a row's end by one more vector, ending with it,
 * masked). The pieces are folded to 64 bits; mc_encode takes the parity. No branch or index depends on the error vector.
 * Public domain (CC0).
 */
#ifndef MCELIECE_AVX2_ENCAP_H
#define MCELIECE_AVX2_ENCAP_H

#ifndef __AVX2__
#error "mceliece/avx2/encap.h needs AVX2"
#endif

#include <immintrin.h>
#include <stdint.h>
#include <string.h>
#include "crypto_uint32.h"
#include "mceliece/params.h"
#include "mceliece/gf.h"

static inline crypto_uint16 mc_any_equal_avx2(const gf pos[MCELIECE_T])
{
  uint16_t p[MCELIECE_T + 16];                     /* 0xffff after the end: no position */
  __m256i any = _mm256_setzero_si256();
  int i, j;
  for (i = 0; i < MCELIECE_T; ++i) p[i] = pos[i];
  for (i = 0; i < 16; ++i) p[MCELIECE_T + i] = 0xffff;
  for (i = 0; i + 1 < MCELIECE_T; ++i) {
    __m256i x = _mm256_set1_epi16((short) pos[i]);
    for (j = i + 1; j < MCELIECE_T; j += 16)
      any = _mm256_or_si256(any, _mm256_cmpeq_epi16(x, _mm256_loadu_si256((const __m256i *) (p + j))));
  }
  return (crypto_uint16) crypto_uint32_nonzero_mask((uint32_t) _mm256_movemask_epi8(any));
}
#define MC_ANY_EQUAL mc_any_equal_avx2

static inline void mc_error_vector_avx2(unsigned char e[MC_NBYTES], const gf pos[MCELIECE_T])
{
  __m256i bit[MCELIECE_T], word[MCELIECE_T];      /* each position's bit, and its word */
  uint64_t w[4 * ((MC_WORDS + 3) / 4)];
  int g, j;
  for (j = 0; j < MCELIECE_T; ++j) {
    bit[j] = _mm256_sllv_epi64(_mm256_set1_epi64x(1), _mm256_set1_epi64x(pos[j] & 63));
    word[j] = _mm256_set1_epi64x(pos[j] >> 6);
  }
  for (g = 0; 4 * g < MC_WORDS; ++g) {
    __m256i here = _mm256_setr_epi64x(4 * g, 4 * g + 1, 4 * g + 2, 4 * g + 3), v = _mm256_setzero_si256();
    for (j = 0; j < MCELIECE_T; ++j) v = _mm256_or_si256(v, _mm256_and_si256(bit[j], _mm256_cmpeq_epi64(word[j], here)));
    _mm256_storeu_si256((__m256i *) (w + 4 * g), v);
  }
  memcpy(e, w, MC_NBYTES);                          /* amd64: words are little-endian */
}
#define MC_ERROR_VECTOR mc_error_vector_avx2

#if MC_ROWBYTES < 32
#error "mceliece/avx2/encap.h: a row of T is at least 32 bytes"
#endif

/* The last 32 bytes of a row overlap the whole vectors before them unless MC_ROWBYTES is a
   multiple of 32: this mask keeps only the bytes not counted yet (public, from the sizes). */
static inline __m256i mc_row_last_mask(void)
{
  unsigned char m[32];
  int j;
  for (j = 0; j < 32; ++j) m[j] = (unsigned char) (j >= 32 - MC_ROWBYTES % 32 ? 0xff : 0);
  return _mm256_loadu_si256((const __m256i *) m);
}

static inline uint64_t mc_row_and_avx2(const unsigned char *row, const unsigned char *tail)
{
  __m256i v = _mm256_setzero_si256();
  __m128i h;
  int j;
  for (j = 0; j + 32 <= MC_ROWBYTES; j += 32)
    v = _mm256_xor_si256(v, _mm256_and_si256(_mm256_loadu_si256((const __m256i *) (row + j)),
                                             _mm256_loadu_si256((const __m256i *) (tail + j))));
#if MC_ROWBYTES % 32
  v = _mm256_xor_si256(v, _mm256_and_si256(_mm256_loadu_si256((const __m256i *) (row + MC_ROWBYTES - 32)),
                       _mm256_and_si256(_mm256_loadu_si256((const __m256i *) (tail + MC_ROWBYTES - 32)),
                                        mc_row_last_mask())));
#endif
  h = _mm_xor_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
  return (uint64_t) _mm_cvtsi128_si64(h) ^ (uint64_t) _mm_extract_epi64(h, 1);
}
#define MC_ROW_AND mc_row_and_avx2

#endif
