/*
 * magenta/avx512.h: MAGENTA on 8 blocks at once, one block per 128-bit lane of two zmm
 * registers, with AVX-512 VBMI: f (alpha^x, 256 bytes) is looked up for 64 bytes at a time by
 * two VPERMI2B over its four 64-byte quarters and a blend on bit 7, so no secret byte indexes
 * memory. A lane holds the 16-byte w of magenta_e3 (x2 || round key); pi is two lookups, a
 * swap of the lane's halves and an interleave (VPSHUFB). Constant time.
 * Public domain (CC0).
 */
#ifndef MAGENTA_AVX512_H
#define MAGENTA_AVX512_H

#if !defined(__AVX512F__) || !defined(__AVX512BW__) || !defined(__AVX512VBMI__)
#error "needs AVX-512F, AVX-512BW and AVX-512VBMI"
#endif
#include <immintrin.h>
#include <stdint.h>
#include "magenta/magenta.h"

#define MAGENTA_AVX512_REGS 2
#define MAGENTA_AVX512_BLOCKS (4 * MAGENTA_AVX512_REGS)

typedef struct { __m512i q[4]; } magenta_avx512_table;

/* f on every byte of x */
static inline __m512i magenta_avx512_f(__m512i x, const magenta_avx512_table *t)
{
  __m512i lo = _mm512_permutex2var_epi8(t->q[0], x, t->q[1]);
  __m512i hi = _mm512_permutex2var_epi8(t->q[2], x, t->q[3]);
  return _mm512_mask_blend_epi8(_mm512_movepi8_mask(x), lo, hi);
}

/* a byte shuffle within every 128-bit lane, given as the 16 source indices */
#define MAGENTA_LANE_SHUFFLE(b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11, b12, b13, b14, b15) \
  _mm512_broadcast_i32x4(_mm_setr_epi8(b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11, b12, \
                                       b13, b14, b15))

/* T(w) = pi^4(w) on every lane */
static inline __m512i magenta_avx512_t(__m512i w, const magenta_avx512_table *t, __m512i interleave)
{
  int r;
  for (r = 0; r < 4; ++r) {
    __m512i fw = magenta_avx512_f(w, t);
    /* a[i] = f(w[i] ^ f(w[i + 8])), a[i + 8] = f(w[i + 8] ^ f(w[i])): A both ways */
    __m512i a = magenta_avx512_f(_mm512_xor_si512(w, _mm512_shuffle_epi32(fw, _MM_PERM_BADC)), t);
    w = _mm512_shuffle_epi8(a, interleave);                     /* (a0, a8, a1, a9, ...) */
  }
  return w;
}

/* out = E_k(in) for MAGENTA_AVX512_BLOCKS blocks */
static void magenta_avx512_encrypt(unsigned char *out, const unsigned char *in, const magenta_key *key)
{
  magenta_avx512_table t;
  const __m512i interleave = MAGENTA_LANE_SHUFFLE(0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15);
  const __m512i s = MAGENTA_LANE_SHUFFLE(0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15);
  /* the even bytes of C(3) into the right half, zeros in the left (index bit 7 set) */
  const __m512i even_right = MAGENTA_LANE_SHUFFLE(-1, -1, -1, -1, -1, -1, -1, -1, 0, 2, 4, 6, 8, 10, 12, 14);
  __m512i x[MAGENTA_AVX512_REGS];
  int i, r, j;
  for (i = 0; i < 4; ++i) t.q[i] = _mm512_loadu_si512((const void *) (key->f + 64 * i));
  for (i = 0; i < MAGENTA_AVX512_REGS; ++i) x[i] = _mm512_loadu_si512((const void *) (in + 64 * i));
  for (r = 0; r < key->rounds; ++r) {
    uint64_t sk;
    memcpy(&sk, key->sk[r], 8);
    for (i = 0; i < MAGENTA_AVX512_REGS; ++i) {
      __m512i swapped = _mm512_shuffle_epi32(x[i], _MM_PERM_BADC);       /* (x2, x1) */
      __m512i w = _mm512_mask_blend_epi64(0xAA, swapped, _mm512_set1_epi64((long long) sk));
      __m512i c = magenta_avx512_t(w, &t, interleave);
      for (j = 2; j <= 3; ++j) c = magenta_avx512_t(_mm512_xor_si512(w, _mm512_shuffle_epi8(c, s)), &t, interleave);
      x[i] = _mm512_xor_si512(swapped, _mm512_shuffle_epi8(c, even_right));   /* (x2, x1 ^ e) */
    }
  }
  for (i = 0; i < MAGENTA_AVX512_REGS; ++i) _mm512_storeu_si512((void *) (out + 64 * i), x[i]);
}

#endif
