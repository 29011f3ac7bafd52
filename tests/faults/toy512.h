/* toy512.h: an AVX-512 last step for the toy hash, for the TIMECOP fixtures of code that cannot
   do without AVX-512 (constant512, leaky512): the output's bytes looked up in a table in a
   register (vpermb, its indexes secret: constant time, as the instruction is), then a mask.
   valgrind runs them through harness/timecop-avx512.h. Public domain (CC0). */
#ifndef TOY512_H
#define TOY512_H

#include <immintrin.h>
#if !defined(__AVX512F__) || !defined(__AVX512BW__) || !defined(__AVX512VBMI__)
#error "needs AVX-512F, AVX-512BW and AVX-512VBMI"
#endif

static __m512i toy512_finish(unsigned char out[32])
{
  static const unsigned char table[64] = {
    59, 2, 41, 12, 33, 50, 7, 28, 61, 18, 45, 0, 23, 36, 9, 54, 31, 4, 47, 14, 63, 26, 39, 52,
    11, 20, 57, 34, 1, 44, 25, 6, 49, 16, 37, 62, 3, 22, 55, 40, 13, 30, 5, 58, 43, 10, 27, 48,
    21, 38, 15, 60, 35, 8, 53, 24, 17, 46, 29, 56, 19, 42, 51, 32,
  };
  const __mmask64 half = 0xffffffffu;
  __m512i v = _mm512_maskz_loadu_epi8(half, out);
  v = _mm512_permutexvar_epi8(v, _mm512_loadu_si512(table));
  v = _mm512_xor_si512(v, _mm512_set1_epi16(0x3c5a));
  _mm512_mask_storeu_epi8(out, half, v);
  return v;
}

#endif
