/*
 * gcm/start.h: what the AES-NI and VAES kernels of AES-GCM (gcm/aesni.h, gcm/vaes.h) share:
 * from the round keys and the 96-bit IV, H = E(0) as a GHASH integer (bytes reversed), E(J0)
 * and the first counter block; at the end, the lengths block and the tag. Public domain (CC0).
 */
#ifndef GCM_START_H
#define GCM_START_H

#include <stdint.h>
#include "aes/aesni-key.h"

#define GCM_INLINE static inline __attribute__((always_inline))

GCM_INLINE __m128i gcm_reverse(__m128i x)
{
  return _mm_shuffle_epi8(x, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
}

/* h = E(0) reversed, ej0 = E(J0) with J0 = iv || be32(1), two independent chains; returns
   counter block 2 reversed (its dword 0 is the 32-bit counter, so inc32 is one add) */
GCM_INLINE __m128i gcm_start(__m128i *h, __m128i *ej0, const unsigned char *npub,
                             const __m128i *rk, int rounds)
{
  unsigned char block[16] = {0};
  __m128i a = rk[0], b, j0;
  int r;
  for (r = 0; r < 12; ++r) block[r] = npub[r];
  block[15] = 1;
  j0 = _mm_loadu_si128((const __m128i *) block);
  b = _mm_xor_si128(j0, rk[0]);
  for (r = 1; r < rounds; ++r) {
    a = _mm_aesenc_si128(a, rk[r]);
    b = _mm_aesenc_si128(b, rk[r]);
  }
  *h = gcm_reverse(_mm_aesenclast_si128(a, rk[rounds]));
  *ej0 = _mm_aesenclast_si128(b, rk[rounds]);
  return _mm_add_epi32(gcm_reverse(j0), _mm_set_epi32(0, 0, 0, 1));
}

/* the lengths block [be64(adlen bits) || be64(len bits)], as an integer, for y to absorb */
GCM_INLINE __m128i gcm_lengths(uint64_t adlen, uint64_t len)
{
  return _mm_set_epi64x((long long) (adlen << 3), (long long) (len << 3));
}

/* tag = GHASH result (an integer) as bytes, XOR E(J0) */
GCM_INLINE void gcm_tag(unsigned char tag[16], __m128i y, __m128i ej0)
{
  _mm_storeu_si128((__m128i *) tag, _mm_xor_si128(gcm_reverse(y), ej0));
}

#endif
