/*
 * jh/e8-sse2.h: the JH bijection E8 for amd64 with SSE2, one 128-bit word of the bit-sliced
 * state per register. Same algorithm, constants and interface as jh/e8-ref.h ("The Hash
 * Function JH", H. Wu, round-3 version, 2011, section 4; include exactly one of them):
 *   static void jh_e8(unsigned char h[128], int halfrounds);
 * The S-box and L layers are jh/layers.h on vectors; the swaps of the odd words are done
 * seven rounds at a time so that each round's swap is a constant: bits within bytes by
 * masked shifts, bytes and 16-bit groups by shifts of 16- and 32-bit lanes, 32- and 64-bit
 * halves by one shuffle. With AVX-512 on the compiler line, compilers merge the logic into
 * three-input vpternlog instructions.
 * Constant time: logic operations, fixed shifts and shuffles only.
 * Public domain (CC0).
 */
#ifndef JH_E8_H
#define JH_E8_H

#include <stdint.h>
#include <emmintrin.h>
#include "jh/constants.h"

typedef __m128i jh_word;

#define JH_XOR(a, b) _mm_xor_si128(a, b)
#define JH_AND(a, b) _mm_and_si128(a, b)
#define JH_OR(a, b) _mm_or_si128(a, b)
#define JH_ANDNOT(a, b) _mm_andnot_si128(a, b)
#define JH_NOT(a) _mm_xor_si128(a, _mm_set1_epi32(-1))
#include "jh/layers.h"

/* neighbouring groups of 1, 2, 4 bits exchanged inside each byte */
#define JH_SWAPBITS(x, n, m) \
  _mm_or_si128(_mm_slli_epi64(_mm_and_si128(x, _mm_set1_epi8(m)), n), \
               _mm_and_si128(_mm_srli_epi64(x, n), _mm_set1_epi8(m)))

static inline __m128i jh_swap(__m128i x, int s)
{
  switch (s) {
  case 0: return JH_SWAPBITS(x, 1, 0x55);
  case 1: return JH_SWAPBITS(x, 2, 0x33);
  case 2: return JH_SWAPBITS(x, 4, 0x0f);
  case 3: return _mm_or_si128(_mm_slli_epi16(x, 8), _mm_srli_epi16(x, 8));
  case 4: return _mm_or_si128(_mm_slli_epi32(x, 16), _mm_srli_epi32(x, 16));
  case 5: return _mm_shuffle_epi32(x, 0xb1);
  default: return _mm_shuffle_epi32(x, 0x4e);
  }
}

/* round r, whose swap is s = r mod 7 */
#define JH_ROUND(r, s) do { \
    __m128i c0_ = _mm_loadu_si128((const __m128i *) jh_rc[r][0]); \
    __m128i c1_ = _mm_loadu_si128((const __m128i *) jh_rc[r][1]); \
    JH_SBOX(x0, x2, x4, x6, c0_); \
    JH_SBOX(x1, x3, x5, x7, c1_); \
    JH_L(x0, x2, x4, x6, x1, x3, x5, x7); \
    x1 = jh_swap(x1, s); x3 = jh_swap(x3, s); x5 = jh_swap(x5, s); x7 = jh_swap(x7, s); \
  } while (0)

static void jh_e8(unsigned char h[128], int halfrounds)
{
  __m128i x0 = _mm_loadu_si128((const __m128i *) (h + 0));
  __m128i x1 = _mm_loadu_si128((const __m128i *) (h + 16));
  __m128i x2 = _mm_loadu_si128((const __m128i *) (h + 32));
  __m128i x3 = _mm_loadu_si128((const __m128i *) (h + 48));
  __m128i x4 = _mm_loadu_si128((const __m128i *) (h + 64));
  __m128i x5 = _mm_loadu_si128((const __m128i *) (h + 80));
  __m128i x6 = _mm_loadu_si128((const __m128i *) (h + 96));
  __m128i x7 = _mm_loadu_si128((const __m128i *) (h + 112));
  int r;

  /* 35 and 42 rounds are whole groups of seven */
  for (r = 0; r < halfrounds / 2; r += 7) {
    JH_ROUND(r, 0); JH_ROUND(r + 1, 1); JH_ROUND(r + 2, 2); JH_ROUND(r + 3, 3);
    JH_ROUND(r + 4, 4); JH_ROUND(r + 5, 5); JH_ROUND(r + 6, 6);
  }
  if (halfrounds % 2) {
    __m128i c0 = _mm_loadu_si128((const __m128i *) jh_rc[r][0]);
    __m128i c1 = _mm_loadu_si128((const __m128i *) jh_rc[r][1]);
    JH_SBOX(x0, x2, x4, x6, c0);
    JH_SBOX(x1, x3, x5, x7, c1);
  }

  _mm_storeu_si128((__m128i *) (h + 0), x0); _mm_storeu_si128((__m128i *) (h + 16), x1);
  _mm_storeu_si128((__m128i *) (h + 32), x2); _mm_storeu_si128((__m128i *) (h + 48), x3);
  _mm_storeu_si128((__m128i *) (h + 64), x4); _mm_storeu_si128((__m128i *) (h + 80), x5);
  _mm_storeu_si128((__m128i *) (h + 96), x6); _mm_storeu_si128((__m128i *) (h + 112), x7);
}

#endif
