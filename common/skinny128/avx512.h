/*
 * skinny128/avx512.h: SKINNY-128-384+ encryption with the whole state in one 128-bit register
 * (row i in 32-bit lane i, cell j of a row in byte j), as skinny128/ssse3.h, but the state held
 * as bytes and the 8-bit S-box one lookup deep: the 256-byte table (skinny128/sbox-table.h) in
 * four zmm registers, two VPERMI2B lookups of 128 entries each and a blend by the index's top
 * bit (no memory is indexed by data; constant time). ShiftRows, MixColumns and the tweakey are
 * skinny128/sse-tweakey.h's, the functions skinny128/sse-encrypt.h's.
 * Needs AVX512F, AVX512BW and AVX512-VBMI. Public domain (CC0).
 */
#ifndef SKINNY128_H
#define SKINNY128_H

#if !defined(__AVX512F__) || !defined(__AVX512BW__) || !defined(__AVX512VBMI__)
#error "skinny128/avx512.h needs AVX512F, AVX512BW and AVX512-VBMI"
#endif

#include <immintrin.h>
#include "skinny128/sbox-table.h"
#include "skinny128/sse-tweakey.h"

/* The constants of skinny128/sse-encrypt.h's functions: the S-box's four quarters, and the
   shuffles of skinny128/sse-tweakey.h. */
#define SKINNY128_CONSTANTS                                                              \
  const __m512i sbox0 = _mm512_load_si512((const void *) skinny128_sbox_table);           \
  const __m512i sbox1 = _mm512_load_si512((const void *) (skinny128_sbox_table + 64));    \
  const __m512i sbox2 = _mm512_load_si512((const void *) (skinny128_sbox_table + 128));   \
  const __m512i sbox3 = _mm512_load_si512((const void *) (skinny128_sbox_table + 192));   \
  SKINNY128_SHUFFLES

/* The pair (lo, hi) of sse-encrypt.h is here the bytes (lo) and nothing (hi, kept zero). */
#define SKINNY128_LOAD(lo, hi, t1, t1_hi, s, tk1)                                       \
  do {                                                                                   \
    lo = _mm_loadu_si128((const __m128i *) (s));                                         \
    hi = _mm_setzero_si128();                                                            \
    t1 = _mm_loadl_epi64((const __m128i *) (tk1));                                       \
    t1_hi = _mm_loadl_epi64((const __m128i *) ((tk1) + 2));                              \
  } while (0)
#define SKINNY128_SBOX(lo, hi)                                                           \
  do {                                                                                   \
    __m512i x_ = _mm512_castsi128_si512(lo);                                             \
    __m512i low_ = _mm512_permutex2var_epi8(sbox0, x_, sbox1);                           \
    __m512i high_ = _mm512_permutex2var_epi8(sbox2, x_, sbox3);                          \
    lo = _mm512_castsi512_si128(_mm512_mask_blend_epi8(_mm512_movepi8_mask(x_), low_, high_)); \
    (void) (hi);                                                                         \
  } while (0)
/* The round tweakey k (with this block's TK1) added after ShiftRows and MixColumns as its
   image under them, computed beside the state's (see skinny128/ssse3.h). */
#define SKINNY128_LINEAR(lo, hi, t1, t1_hi, k)                                           \
  do {                                                                                   \
    __m128i k_ = _mm_xor_si128(_mm_shuffle_epi8(_mm_xor_si128(k, t1), mix_a),             \
                               row2_constant_image);                                     \
    SKINNY128_UPDATE(t1, t1_hi, SKINNY128_NO_LFSR);                                      \
    lo = _mm_xor_si128(_mm_xor_si128(_mm_shuffle_epi8(lo, mix_a), _mm_shuffle_epi8(lo, mix_b)), \
                       _mm_xor_si128(_mm_shuffle_epi8(lo, mix_c), k_));                  \
  } while (0)
#define SKINNY128_STORE(s, lo, hi) _mm_storeu_si128((__m128i *) (s), lo)

#include "skinny128/sse-encrypt.h"

#endif
