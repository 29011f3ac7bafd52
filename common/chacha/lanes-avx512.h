/*
 * chacha/lanes-avx512.h: 16 blocks at a time in zmm registers (AVX-512F), on top of the 4- and
 * 8-lane code of chacha/lanes-avx2.h, for the same 16-word ARX block functions (ChaCha and
 * Salsa20; the including file defines LANES_CTR and LANES_DOUBLEROUND as described there).
 * Rotations are vprold; the 32 zmm registers hold the state and the transposition without
 * spilling. Constant time: branches and indexes depend on lengths and pointers only.
 * Public domain (CC0).
 */
#ifndef CHACHA_LANES_AVX512_H
#define CHACHA_LANES_AVX512_H

#if !defined(__AVX512F__) || !defined(__AVX512VL__)
#error "needs AVX-512F and AVX-512VL"
#endif

#include "chacha/lanes-avx2.h"

#define LANES_ADD512(a, b) _mm512_add_epi32(a, b)
#define LANES_XORROTL512(x, y, c) _mm512_rol_epi32(_mm512_xor_si512(x, y), c)
#define LANES_ROTLXOR512(x, y, c) _mm512_xor_si512(x, _mm512_rol_epi32(y, c))

/* The counters of the 16 lanes: low words base + 0..15; the high word gains 1 where the
   low word wrapped (unsigned lo < base). */
static inline void lanes_counters512(__m512i *lo, __m512i *hi, const uint32_t s[16])
{
  const __m512i base = _mm512_set1_epi32((int) s[LANES_CTR]);
  const __m512i high = _mm512_set1_epi32((int) s[LANES_CTR + 1]);
  *lo = _mm512_add_epi32(base, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7,
                                                 8, 9, 10, 11, 12, 13, 14, 15));
  *hi = _mm512_mask_add_epi32(high, _mm512_cmplt_epu32_mask(*lo, base), high,
                              _mm512_set1_epi32(1));
}

static inline __m512i lanes_word512(int i, const uint32_t s[16], __m512i lo, __m512i hi)
{
  if (i == LANES_CTR) return lo;
  if (i == LANES_CTR + 1) return hi;
  return _mm512_set1_epi32((int) s[i]);
}

static inline void lanes_out512(unsigned char *c, const unsigned char *m, __m512i v)
{
  if (m) v = _mm512_xor_si512(v, _mm512_loadu_si512((const void *) m));
  _mm512_storeu_si512((void *) c, v);
}

/* After the 4x4 transposition of each group of 4 words (LANES_TRANSPOSE), ag holds words
   4g..4g+3 of lanes j, 4+j, 8+j, 12+j in its four 128-bit parts. Transposing those parts
   across the groups gives the four whole blocks j, 4+j, 8+j, 12+j. */
static inline void lanes_quarter16(unsigned char *c, const unsigned char *m,
                                   __m512i a0, __m512i a1, __m512i a2, __m512i a3)
{
  const __m512i b0 = _mm512_shuffle_i32x4(a0, a1, 0x44), b1 = _mm512_shuffle_i32x4(a0, a1, 0xee);
  const __m512i b2 = _mm512_shuffle_i32x4(a2, a3, 0x44), b3 = _mm512_shuffle_i32x4(a2, a3, 0xee);
  lanes_out512(c, m, _mm512_shuffle_i32x4(b0, b2, 0x88));
  lanes_out512(c + 256, m ? m + 256 : 0, _mm512_shuffle_i32x4(b0, b2, 0xdd));
  lanes_out512(c + 512, m ? m + 512 : 0, _mm512_shuffle_i32x4(b1, b3, 0x88));
  lanes_out512(c + 768, m ? m + 768 : 0, _mm512_shuffle_i32x4(b1, b3, 0xdd));
}

/* c[0..1024) = m ^ the 16 blocks from the counter in s (m may be 0). */
static void lanes_blocks16(unsigned char *c, const unsigned char *m, const uint32_t s[16],
                           int rounds)
{
  __m512i lo, hi;
  int r;
  lanes_counters512(&lo, &hi, s);
#define LANES_INIT(i) __m512i x##i = lanes_word512(i, s, lo, hi);
  LANES_WORDS(LANES_INIT)
#undef LANES_INIT
  for (r = 0; r < rounds; r += 2) {
    LANES_DOUBLEROUND(LANES_ADD512, LANES_XORROTL512, LANES_ROTLXOR512)
  }
#define LANES_FEED(i) x##i = _mm512_add_epi32(x##i, lanes_word512(i, s, lo, hi));
  LANES_WORDS(LANES_FEED)
#undef LANES_FEED
  LANES_TRANSPOSE(_mm512, __m512i, x0, x1, x2, x3);
  LANES_TRANSPOSE(_mm512, __m512i, x4, x5, x6, x7);
  LANES_TRANSPOSE(_mm512, __m512i, x8, x9, x10, x11);
  LANES_TRANSPOSE(_mm512, __m512i, x12, x13, x14, x15);
  lanes_quarter16(c, m, x0, x4, x8, x12);
  lanes_quarter16(c + 64, m ? m + 64 : 0, x1, x5, x9, x13);
  lanes_quarter16(c + 128, m ? m + 128 : 0, x2, x6, x10, x14);
  lanes_quarter16(c + 192, m ? m + 192 : 0, x3, x7, x11, x15);
}

/* c[0..len) = m ^ the keystream from the state s0 (m may be 0): 16 blocks at a time; a rest
   of 512 bytes 8 at a time (half the work of 16); a longer rest through one more pass of 16
   lanes (cheaper than 8 lanes and a tail), a shorter one as in chacha/lanes-avx2.h, and
   short messages (up to 256 bytes) straight to 4 lanes, before any other work. */
static void lanes_xor16(unsigned char *c, const unsigned char *m, unsigned long long len,
                        const uint32_t s0[16], int rounds)
{
  unsigned char ks[1024];
  uint32_t s[16];
  int i;
  if (len <= 256) {
    if (len) lanes_blocks4(c, m, len, s0, rounds);
    return;
  }
  for (i = 0; i < 16; ++i) s[i] = s0[i];
  for (; len >= 1024; len -= 1024) {
    lanes_blocks16(c, m, s, rounds);
    lanes_advance(s, 16);
    c += 1024;
    if (m) m += 1024;
  }
  if (len > 512) {
    lanes_blocks16(ks, 0, s, rounds);
    lanes_xorbytes(c, m, ks, len);
  } else if (len == 512) {
    lanes_blocks8(c, m, s, rounds);
  } else if (len) {
    lanes_tail8(c, m, len, s, rounds);
  }
}

#endif
