/*
 * ghash/vpclmul.h: GHASH (NIST SP 800-38D, section 6.4) with VPCLMULQDQ on AVX-512, 4 blocks
 * per zmm register and up to 16 blocks per reduction: block j of n is multiplied by H^(n-j)
 * and the n products are added before one reduction (the aggregated reduction of S. Gueron
 * and M. Kounavis, "Intel Carry-Less Multiplication Instruction and its Usage for Computing
 * the GCM Mode", 2010). Constant time: no table, branches only on lengths.
 *
 * Elements are kept as 128-bit integers: a block with its bytes reversed, which is the field
 * element with its bits reflected, as ghash/ctmul64.h describes. A product of two is then the
 * reflected polynomial product in 255 bits; the powers of H are kept doubled (ghash_vp_double)
 * so that products come out in 256 bits, and the low half is folded into the high half twice,
 * 64 bits at a time, by a carry-less multiply with 0xC2 << 56 (x^128 = x^7 + x^2 + x + 1,
 * reflected). The operations work on each 128-bit lane, so one reduction serves a whole
 * register. Used by gcm/vaes.h. Public domain (CC0).
 */
#ifndef GHASH_VPCLMUL_H
#define GHASH_VPCLMUL_H

#if !defined(__VPCLMULQDQ__) || !defined(__AVX512F__) || !defined(__AVX512BW__)
#error "needs VPCLMULQDQ and AVX-512 (F, BW)"
#endif

#include <stdint.h>
#include <immintrin.h>

#define GHASH_VP_INLINE static inline __attribute__((always_inline))

/* the powers H^16 .. H^1, doubled, in order (h[i] = 2 H^(16 - i)), then 4 zero entries: the
   n-block multiplier starts at h + 16 - n, and a partial last register reads zeros */
struct ghash_vp_powers {
  __m128i h[20];
};

/* a block's bytes reversed in each 128-bit lane: block <-> integer */
GHASH_VP_INLINE __m512i ghash_vp_reverse(__m512i x)
{
  const __m512i r = _mm512_broadcast_i32x4(_mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
                                                        12, 13, 14, 15));
  return _mm512_shuffle_epi8(x, r);
}

/* x * 2 in each lane, reduced: the multiplier that makes a carry-less product of reflected
   elements come out in 256 bits (shifted left once) without a shift. A carry out of bit 127
   is x^128 = 1 + 2^121 + 2^126 + 2^127 in this order (0xC2 << 120, plus 1). */
GHASH_VP_INLINE __m512i ghash_vp_double(__m512i x)
{
  const __m512i poly = _mm512_broadcast_i32x4(_mm_set_epi64x((long long) 0xC200000000000000ULL, 1));
  __m512i carry = _mm512_shuffle_epi32(_mm512_srai_epi64(x, 63), _MM_PERM_DCDC);   /* bit 127 */
  x = _mm512_or_si512(_mm512_slli_epi64(x, 1), _mm512_bslli_epi128(_mm512_srli_epi64(x, 63), 8));
  return _mm512_xor_si512(x, _mm512_and_si512(carry, poly));
}

/* lo, hi: the two halves of a 256-bit product in each lane; returns it reduced: word 0 folded
   into words 1 and 2, then word 1 into words 2 and 3 (x^128 = x^7 + x^2 + x + 1, reflected) */
GHASH_VP_INLINE __m512i ghash_vp_reduce(__m512i lo, __m512i hi)
{
  const __m512i k = _mm512_set1_epi64((long long) 0xC200000000000000ULL);
  __m512i t = _mm512_clmulepi64_epi128(lo, k, 0x00);
  lo = _mm512_xor_si512(_mm512_shuffle_epi32(lo, _MM_PERM_BADC), t);
  t = _mm512_clmulepi64_epi128(lo, k, 0x00);
  lo = _mm512_xor_si512(_mm512_shuffle_epi32(lo, _MM_PERM_BADC), t);
  return _mm512_xor_si512(hi, lo);
}

/* the 256-bit products a * b of each lane, added into lo, mid (the cross terms) and hi */
GHASH_VP_INLINE void ghash_vp_mul_add(__m512i *lo, __m512i *mid, __m512i *hi, __m512i a, __m512i b)
{
  *lo = _mm512_xor_si512(*lo, _mm512_clmulepi64_epi128(a, b, 0x00));
  *hi = _mm512_xor_si512(*hi, _mm512_clmulepi64_epi128(a, b, 0x11));
  *mid = _mm512_ternarylogic_epi64(*mid, _mm512_clmulepi64_epi128(a, b, 0x01),
                                   _mm512_clmulepi64_epi128(a, b, 0x10), 0x96);
}

/* lo, mid, hi summed and reduced */
GHASH_VP_INLINE __m512i ghash_vp_finish(__m512i lo, __m512i mid, __m512i hi)
{
  return ghash_vp_reduce(_mm512_xor_si512(lo, _mm512_bslli_epi128(mid, 8)),
                         _mm512_xor_si512(hi, _mm512_bsrli_epi128(mid, 8)));
}

/* a * b in each lane, b2 = ghash_vp_double(b) */
GHASH_VP_INLINE __m512i ghash_vp_mul(__m512i a, __m512i b2)
{
  __m512i lo = _mm512_setzero_si512(), mid = lo, hi = lo;
  ghash_vp_mul_add(&lo, &mid, &hi, a, b2);
  return ghash_vp_finish(lo, mid, hi);
}

/* the XOR of the 4 lanes */
GHASH_VP_INLINE __m128i ghash_vp_fold(__m512i x)
{
  __m256i y = _mm256_xor_si256(_mm512_castsi512_si256(x), _mm512_extracti64x4_epi64(x, 1));
  return _mm_xor_si128(_mm256_castsi256_si128(y), _mm256_extracti128_si256(y, 1));
}

/* p->h from H (an integer), doubled: H^1..H^4 in one register, then 4 powers more per
   multiply by H^4. Only the last `count` (4 or 16) are made: a short message needs no more. */
GHASH_VP_INLINE void ghash_vp_powers(struct ghash_vp_powers *p, __m128i h, int count)
{
  __m512i h1 = _mm512_broadcast_i32x4(h), h2, h4, x;
  int i;
  h2 = ghash_vp_mul(h1, ghash_vp_double(h1));
  /* lanes (H^2, H^1, H^2, H^1) times (H^2, H^2, H^1, H^1): H^4, H^3, H^3, H^2; then put H^2
     and H^1 in the last two lanes */
  x = ghash_vp_mul(_mm512_mask_blend_epi64(0x33, h1, h2),
                   ghash_vp_double(_mm512_mask_blend_epi64(0x0F, h1, h2)));
  x = _mm512_mask_blend_epi64(0xF0, x, _mm512_mask_blend_epi64(0x30, h1, h2));
  _mm512_storeu_si512((void *) (p->h + 12), ghash_vp_double(x));
  _mm512_storeu_si512((void *) (p->h + 16), _mm512_setzero_si512());
  h4 = _mm512_broadcast_i32x4(p->h[12]);
  for (i = 8; i >= 16 - count; i -= 4) {
    x = ghash_vp_mul(x, h4);
    _mm512_storeu_si512((void *) (p->h + i), ghash_vp_double(x));
  }
}

/* y = (y + x_0) H^n + x_1 H^(n-1) + ... + x_(n-1) H, the n blocks x (as stored, at most 16)
   in z[0 .. ceil(n/4)), unused lanes zero. Only y * H^n and the reduction wait for y: the
   other products are summed before y is needed. */
GHASH_VP_INLINE __m128i ghash_vp_blocks(__m128i y, const __m512i *z, int n,
                                        const struct ghash_vp_powers *p)
{
  __m512i lo = _mm512_setzero_si512(), mid = lo, hi = lo;
  int q;
  for (q = 0; 4 * q < n; ++q)
    ghash_vp_mul_add(&lo, &mid, &hi, ghash_vp_reverse(z[q]),
                     _mm512_loadu_si512((const void *) (p->h + 16 - n + 4 * q)));
  lo = _mm512_castsi128_si512(ghash_vp_fold(lo));      /* lane 0 alone counts from here on */
  mid = _mm512_castsi128_si512(ghash_vp_fold(mid));
  hi = _mm512_castsi128_si512(ghash_vp_fold(hi));
  ghash_vp_mul_add(&lo, &mid, &hi, _mm512_castsi128_si512(y), _mm512_castsi128_si512(p->h[16 - n]));
  return _mm512_castsi512_si128(ghash_vp_finish(lo, mid, hi));
}

/* the bytes s[0..len), len <= 256, as blocks, the last one padded with zeros */
GHASH_VP_INLINE __m128i ghash_vp_bytes(__m128i y, const unsigned char *s, uint64_t len,
                                       const struct ghash_vp_powers *p)
{
  __m512i z[4];
  int q;
  for (q = 0; q < 4; ++q) {
    uint64_t at = 64 * (uint64_t) q, left = len > at ? len - at : 0;
    __mmask64 mask = left >= 64 ? ~(__mmask64) 0 : ((__mmask64) 1 << left) - 1;
    z[q] = _mm512_maskz_loadu_epi8(mask, s + at);
  }
  return ghash_vp_blocks(y, z, (int) ((len + 15) / 16), p);
}

/* y + any length of data, 16 blocks per reduction */
static inline __m128i ghash_vp_update(__m128i y, const unsigned char *s, uint64_t len,
                                      const struct ghash_vp_powers *p)
{
  for (; len >= 256; s += 256, len -= 256) y = ghash_vp_bytes(y, s, 256, p);
  if (len > 0) y = ghash_vp_bytes(y, s, len, p);
  return y;
}

#endif
