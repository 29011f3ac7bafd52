/*
 * skinny128/sse-tweakey.h: the parts of SKINNY-128-384+ in one 128-bit register that do not
 * depend on how the state is held (skinny128/ssse3.h: as nibbles; skinny128/avx512.h: as
 * bytes): ShiftRows with MixColumns as byte shuffles, the tweakey words' update (PT and the
 * TK2/TK3 LFSRs on every byte) and the round tweakey common to the blocks. Public domain (CC0).
 */
#ifndef SKINNY128_SSE_TWEAKEY_H
#define SKINNY128_SSE_TWEAKEY_H

#include <immintrin.h>
#include "skinny128/schedule.h"

/* ShiftRows then MixColumns, from the rows of y = ShiftRows(x) to (y0 ^ y2 ^ y3, y0, y1 ^ y2,
   y0 ^ y2): three byte shuffles of x straight from before ShiftRows (mix_a: rows y0 y0 y1 y0,
   mix_b: y2 - y2 y2, mix_c: y3 - - -; - is zero), XORed. */
#define SKINNY128_SHIFT_MIX(x)                                                           \
  _mm_xor_si128(_mm_xor_si128(_mm_shuffle_epi8(x, mix_a), _mm_shuffle_epi8(x, mix_b)),   \
                _mm_shuffle_epi8(x, mix_c))

/* The LFSR of TK2 (x7..x0 -> x6..x0, x7^x5) or TK3 (x7..x0 -> x0^x6, x7..x1) on every byte. */
#define SKINNY128_LFSR2(x)                                                               \
  _mm_xor_si128(_mm_and_si128(_mm_slli_epi32(x, 1), _mm_set1_epi8((char) 0xfe)),        \
                _mm_and_si128(_mm_xor_si128(_mm_srli_epi32(x, 7), _mm_srli_epi32(x, 5)),  \
                              _mm_set1_epi8(0x01)))
#define SKINNY128_LFSR3(x)                                                               \
  _mm_xor_si128(_mm_and_si128(_mm_srli_epi32(x, 1), _mm_set1_epi8(0x7f)),                \
                _mm_and_si128(_mm_xor_si128(_mm_slli_epi32(x, 7), _mm_slli_epi32(x, 1)),  \
                              _mm_set1_epi8((char) 0x80)))

/* A tweakey word is two registers: rows 0 and 1 (lo, the half added to the state) and rows 2
   and 3 (hi), each in the low 8 bytes. PT makes rows 0 and 1 from rows 2 and 3 and moves rows 0
   and 1 down; the LFSR then acts on the new rows 0 and 1. */
#define SKINNY128_UPDATE(lo, hi, lfsr)                                                   \
  do {                                                                                   \
    __m128i moved = lo;                                                                  \
    lo = lfsr(_mm_shuffle_epi8(hi, permute_tk));                                         \
    hi = moved;                                                                          \
  } while (0)
#define SKINNY128_NO_LFSR(x) (x)

/* The schedule of TK2 (which = 2) or TK3 (3) added to rk: the word's rows 0-1 and 2-3 in two
   registers, updated round by round as in the encryption: 114-124 ticks instead of 233-417
   word by word (gcc, clang -O3), paid for each key and nonce. */
static void skinny128_schedule_add(skinny128_schedule *rk, const unsigned char tk[16], int which)
{
  const __m128i permute_tk = _mm_setr_epi8(1, 7, 0, 5, 2, 6, 4, 3,
                                           -1, -1, -1, -1, -1, -1, -1, -1);
  __m128i t = _mm_loadl_epi64((const __m128i *) tk);
  __m128i t_hi = _mm_loadl_epi64((const __m128i *) (tk + 8));
  int r;
  for (r = 0; r < SKINNY128_ROUNDS; ++r) {
    __m128i *w = (__m128i *) &rk->w[2 * r];
    _mm_storel_epi64(w, _mm_xor_si128(_mm_loadl_epi64(w), t));
    if (which == 2)
      SKINNY128_UPDATE(t, t_hi, SKINNY128_LFSR2);
    else
      SKINNY128_UPDATE(t, t_hi, SKINNY128_LFSR3);
  }
}

/* The shuffles of SKINNY128_SHIFT_MIX and PT, and the image of row 2's constant under them. */
#define SKINNY128_SHUFFLES                                                               \
  /* new byte i = old byte idx[i] (-1: zero); row i of ShiftRows(x) is row i of x rotated   \
     right by i cells: bytes 4i + ((j - i) & 3) */                                       \
  const __m128i mix_a = _mm_setr_epi8(0, 1, 2, 3, 0, 1, 2, 3, 7, 4, 5, 6, 0, 1, 2, 3);    \
  const __m128i mix_b = _mm_setr_epi8(10, 11, 8, 9, -1, -1, -1, -1, 10, 11, 8, 9,         \
                                      10, 11, 8, 9);                                     \
  const __m128i mix_c = _mm_setr_epi8(13, 14, 15, 12, -1, -1, -1, -1, -1, -1, -1, -1,     \
                                      -1, -1, -1, -1);                                   \
  const __m128i permute_tk = _mm_setr_epi8(1, 7, 0, 5, 2, 6, 4, 3,                        \
                                           -1, -1, -1, -1, -1, -1, -1, -1);              \
  const __m128i row2_constant_image = SKINNY128_SHIFT_MIX(_mm_setr_epi32(0, 0, 2, 0))

/* The round tweakey of round r common to the blocks: rk's words, and TK2 and TK3 when given
   (updated here: t2, t2_hi, t3, t3_hi). */
#define SKINNY128_COMMON_KEY(k, r)                                                       \
  do {                                                                                   \
    k = _mm_loadl_epi64((const __m128i *) &rk->w[2 * (r)]);                               \
    if (tk2) {                           /* public: which words are updated here */      \
      k = _mm_xor_si128(k, t2);                                                          \
      SKINNY128_UPDATE(t2, t2_hi, SKINNY128_LFSR2);                                      \
    }                                                                                    \
    if (tk3) {                                                                           \
      k = _mm_xor_si128(k, t3);                                                          \
      SKINNY128_UPDATE(t3, t3_hi, SKINNY128_LFSR3);                                      \
    }                                                                                    \
  } while (0)
#define SKINNY128_LOAD_TWEAKEY                                                           \
  __m128i t2 = _mm_setzero_si128(), t2_hi = t2, t3 = t2, t3_hi = t2, k;                  \
  if (tk2) {                                                                             \
    t2 = _mm_loadl_epi64((const __m128i *) tk2);                                         \
    t2_hi = _mm_loadl_epi64((const __m128i *) (tk2 + 8));                                \
  }                                                                                      \
  if (tk3) {                                                                             \
    t3 = _mm_loadl_epi64((const __m128i *) tk3);                                         \
    t3_hi = _mm_loadl_epi64((const __m128i *) (tk3 + 8));                                \
  }

#endif
