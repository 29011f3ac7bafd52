/*
 * xoodoo/permutation-avx512.h: the Xoodoo[12] permutation with each plane in one 128-bit
 * register (AVX-512F and VL on xmm): the plane shifts are lane shuffles (pshufd), the
 * rotations vprold, chi one vpternlogd per plane (a ^ (~b & c)), the column parity another.
 * Specified in "Xoodyak, a lightweight cryptographic scheme" (NIST LWC round-3 submission,
 * 2020), section 2.1; same interface and state layout as xoodoo/permutation-ref.h
 * (xoodoo_permute(a), plane y = a[4y .. 4y+3], the lanes in x order). Public domain (CC0).
 */
#ifndef XOODOO_PERMUTATION_H
#define XOODOO_PERMUTATION_H

#if !defined(__AVX512F__) || !defined(__AVX512VL__)
#error "xoodoo/permutation-avx512.h needs AVX-512F and AVX-512VL"
#endif

#include <stdint.h>
#include <immintrin.h>
#include "xoodoo/constants.h"

#define XOODOO_XOR3 0x96                   /* vpternlogd: a ^ b ^ c */
#define XOODOO_CHI 0xd2                    /* vpternlogd: a ^ (~b & c) */
/* lane x of the result is lane x - 1 (plane shift by one), or x + 2 (by two) */
#define XOODOO_SHIFT1 _MM_SHUFFLE(2, 1, 0, 3)
#define XOODOO_SHIFT2 _MM_SHUFFLE(1, 0, 3, 2)

static inline void xoodoo_permute(uint32_t a[12])
{
  __m128i a0 = _mm_loadu_si128((const __m128i *) a);
  __m128i a1 = _mm_loadu_si128((const __m128i *) (a + 4));
  __m128i a2 = _mm_loadu_si128((const __m128i *) (a + 8));
  __m128i p, e, b0, b1, b2;
  int i;

  for (i = 0; i < 12; ++i) {
    /* theta */
    p = _mm_shuffle_epi32(_mm_ternarylogic_epi32(a0, a1, a2, XOODOO_XOR3), XOODOO_SHIFT1);
    e = _mm_xor_si128(_mm_rol_epi32(p, 5), _mm_rol_epi32(p, 14));
    a0 = _mm_xor_si128(a0, e);
    a1 = _mm_xor_si128(a1, e);
    a2 = _mm_xor_si128(a2, e);
    /* rho-west and iota */
    a1 = _mm_shuffle_epi32(a1, XOODOO_SHIFT1);
    a2 = _mm_rol_epi32(a2, 11);
    a0 = _mm_xor_si128(a0, _mm_cvtsi32_si128((int) xoodoo_rc[i]));
    /* chi */
    b0 = _mm_ternarylogic_epi32(a0, a1, a2, XOODOO_CHI);
    b1 = _mm_ternarylogic_epi32(a1, a2, a0, XOODOO_CHI);
    b2 = _mm_ternarylogic_epi32(a2, a0, a1, XOODOO_CHI);
    /* rho-east */
    a0 = b0;
    a1 = _mm_rol_epi32(b1, 1);
    a2 = _mm_rol_epi32(_mm_shuffle_epi32(b2, XOODOO_SHIFT2), 8);
  }
  _mm_storeu_si128((__m128i *) a, a0);
  _mm_storeu_si128((__m128i *) (a + 4), a1);
  _mm_storeu_si128((__m128i *) (a + 8), a2);
}

#endif
