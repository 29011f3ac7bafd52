/*
 * vbmi/table256.h: a 256-byte table looked up for 64 bytes at once, held in four zmm
 * registers: two VPERMI2B (AVX-512 VBMI) pick from the low and the high 128 entries by bits
 * 0-6 of each index, a blend on bit 7 chooses. No index reaches memory, so a secret index
 * leaks nothing through the cache: the S-box ciphers of the AES candidates (MAGENTA, SAFER+)
 * run constant time this way. Public domain (CC0).
 */
#ifndef VBMI_TABLE256_H
#define VBMI_TABLE256_H

#if !defined(__AVX512F__) || !defined(__AVX512BW__) || !defined(__AVX512VBMI__)
#error "needs AVX-512F, AVX-512BW and AVX-512VBMI"
#endif
#include <immintrin.h>

typedef struct { __m512i q[4]; } vbmi_table256;

static inline void vbmi_table256_load(vbmi_table256 *t, const unsigned char table[256])
{
  int i;
  for (i = 0; i < 4; ++i) t->q[i] = _mm512_loadu_si512((const void *) (table + 64 * i));
}

/* table[x] for every byte x */
static inline __m512i vbmi_lookup256(__m512i x, const vbmi_table256 *t)
{
  __m512i lo = _mm512_permutex2var_epi8(t->q[0], x, t->q[1]);
  __m512i hi = _mm512_permutex2var_epi8(t->q[2], x, t->q[3]);
  return _mm512_mask_blend_epi8(_mm512_movepi8_mask(x), lo, hi);
}

/* 16 bytes (a round key) in every 128-bit lane */
static inline __m512i vbmi_lanes16(const void *p)
{
  return _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *) p));
}

/* a byte shuffle within every 128-bit lane (VPSHUFB), given as the 16 source indices; an
   index with bit 7 set gives 0 */
#define VBMI_LANE_SHUFFLE(b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11, b12, b13, b14, b15) \
  _mm512_broadcast_i32x4(_mm_setr_epi8(b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11, b12, \
                                       b13, b14, b15))

#endif
