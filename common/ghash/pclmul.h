/*
 * ghash/pclmul.h: GHASH (NIST SP 800-38D, section 6.4) with PCLMULQDQ on xmm registers, up to
 * 8 blocks per reduction: the method of ghash/vpclmul.h (elements as byte-reversed integers,
 * powers of H kept doubled, only y * H^n waiting for the accumulator) one block per register,
 * for processors without VPCLMULQDQ. Constant time: no table, branches only on lengths.
 * Used by gcm/aesni.h. Public domain (CC0).
 */
#ifndef GHASH_PCLMUL_H
#define GHASH_PCLMUL_H

#if !defined(__PCLMUL__) || !defined(__SSE4_1__)
#error "needs PCLMULQDQ and SSE4.1"
#endif

#include <stdint.h>
#include <immintrin.h>

#define GHASH_PC_INLINE static inline __attribute__((always_inline))
#define GHASH_PC_WAY 8

/* h[i] = 2 H^(8 - i): H^8 .. H^1, doubled */
struct ghash_pc_powers {
  __m128i h[GHASH_PC_WAY];
};

GHASH_PC_INLINE __m128i ghash_pc_reverse(__m128i x)
{
  return _mm_shuffle_epi8(x, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
}

/* x * 2, reduced (ghash/vpclmul.h, ghash_vp_double) */
GHASH_PC_INLINE __m128i ghash_pc_double(__m128i x)
{
  const __m128i poly = _mm_set_epi64x((long long) 0xC200000000000000ULL, 1);
  __m128i carry = _mm_shuffle_epi32(_mm_srai_epi32(x, 31), 0xFF);        /* bit 127 */
  x = _mm_or_si128(_mm_slli_epi64(x, 1), _mm_slli_si128(_mm_srli_epi64(x, 63), 8));
  return _mm_xor_si128(x, _mm_and_si128(carry, poly));
}

/* lo, hi: the halves of a 256-bit product; returns it reduced (ghash_vp_reduce) */
GHASH_PC_INLINE __m128i ghash_pc_reduce(__m128i lo, __m128i hi)
{
  const __m128i k = _mm_set_epi64x(0, (long long) 0xC200000000000000ULL);
  __m128i t = _mm_clmulepi64_si128(lo, k, 0x00);
  lo = _mm_xor_si128(_mm_shuffle_epi32(lo, 0x4E), t);
  t = _mm_clmulepi64_si128(lo, k, 0x00);
  lo = _mm_xor_si128(_mm_shuffle_epi32(lo, 0x4E), t);
  return _mm_xor_si128(hi, lo);
}

GHASH_PC_INLINE void ghash_pc_mul_add(__m128i *lo, __m128i *mid, __m128i *hi, __m128i a, __m128i b)
{
  *lo = _mm_xor_si128(*lo, _mm_clmulepi64_si128(a, b, 0x00));
  *hi = _mm_xor_si128(*hi, _mm_clmulepi64_si128(a, b, 0x11));
  *mid = _mm_xor_si128(*mid, _mm_xor_si128(_mm_clmulepi64_si128(a, b, 0x01),
                                           _mm_clmulepi64_si128(a, b, 0x10)));
}

GHASH_PC_INLINE __m128i ghash_pc_finish(__m128i lo, __m128i mid, __m128i hi)
{
  return ghash_pc_reduce(_mm_xor_si128(lo, _mm_slli_si128(mid, 8)),
                         _mm_xor_si128(hi, _mm_srli_si128(mid, 8)));
}

/* a * b, b2 = ghash_pc_double(b) */
GHASH_PC_INLINE __m128i ghash_pc_mul(__m128i a, __m128i b2)
{
  __m128i lo = _mm_setzero_si128(), mid = lo, hi = lo;
  ghash_pc_mul_add(&lo, &mid, &hi, a, b2);
  return ghash_pc_finish(lo, mid, hi);
}

/* p->h from H (an integer); only the last `count` (4 or 8) are made */
GHASH_PC_INLINE void ghash_pc_powers(struct ghash_pc_powers *p, __m128i h, int count)
{
  __m128i u[5], d2;                                              /* u[i] = H^i */
  int i;
  u[1] = h;
  p->h[7] = ghash_pc_double(h);
  u[2] = ghash_pc_mul(h, p->h[7]);
  p->h[6] = d2 = ghash_pc_double(u[2]);
  u[3] = ghash_pc_mul(h, d2);
  u[4] = ghash_pc_mul(u[2], d2);
  p->h[5] = ghash_pc_double(u[3]);
  p->h[4] = ghash_pc_double(u[4]);
  for (i = 3; i >= GHASH_PC_WAY - count; --i)                  /* H^(8-i) = H^(4-i) H^4 */
    p->h[i] = ghash_pc_double(ghash_pc_mul(u[4 - i], p->h[4]));
}

/* y = (y + x_0) H^n + x_1 H^(n-1) + ... + x_(n-1) H for the n blocks x (as stored, n <= 8) */
GHASH_PC_INLINE __m128i ghash_pc_blocks(__m128i y, const __m128i *x, int n,
                                        const struct ghash_pc_powers *p)
{
  __m128i lo = _mm_setzero_si128(), mid = lo, hi = lo;
  int j;
  const __m128i *h = p->h + GHASH_PC_WAY - n;         /* block j is multiplied by h[j] */
  for (j = 1; j < n; ++j) ghash_pc_mul_add(&lo, &mid, &hi, ghash_pc_reverse(x[j]), h[j]);
  ghash_pc_mul_add(&lo, &mid, &hi, _mm_xor_si128(y, ghash_pc_reverse(x[0])), h[0]);
  return ghash_pc_finish(lo, mid, hi);
}

/* the bytes s[0..len), len <= 128, as blocks, the last one padded with zeros */
GHASH_PC_INLINE __m128i ghash_pc_bytes(__m128i y, const unsigned char *s, uint64_t len,
                                       const struct ghash_pc_powers *p)
{
  __m128i x[GHASH_PC_WAY];
  unsigned char last[16];
  int n = (int) (len / 16), j;
  for (j = 0; j < n; ++j) x[j] = _mm_loadu_si128((const __m128i *) (s + 16 * j));
  if (len % 16) {
    for (j = 0; j < 16; ++j) last[j] = (uint64_t) j < len % 16 ? s[16 * n + j] : 0;
    x[n++] = _mm_loadu_si128((const __m128i *) last);
  }
  return ghash_pc_blocks(y, x, n, p);
}

/* y + any length of data, 8 blocks per reduction */
static inline __m128i ghash_pc_update(__m128i y, const unsigned char *s, uint64_t len,
                                      const struct ghash_pc_powers *p)
{
  for (; len >= 16 * GHASH_PC_WAY; s += 16 * GHASH_PC_WAY, len -= 16 * GHASH_PC_WAY)
    y = ghash_pc_bytes(y, s, 16 * GHASH_PC_WAY, p);
  if (len > 0) y = ghash_pc_bytes(y, s, len, p);
  return y;
}

#endif
