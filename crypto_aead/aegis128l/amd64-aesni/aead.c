/*
 * crypto_aead/aegis128l/amd64-aesni: AEGIS-128L (../shared/aegis128l.h) with AES-NI: the
 * state in eight xmm registers, AESRound(a, b) = AESENC(a, b), the eight rounds of a step
 * independent of each other. Constant time: no table, branches only on lengths.
 * Public domain (CC0).
 */
#include <immintrin.h>

#define AEGIS_INLINE static inline __attribute__((always_inline))

typedef __m128i aegis_block;

AEGIS_INLINE aegis_block aegis_load(const unsigned char *p) { return _mm_loadu_si128((const __m128i *) p); }
AEGIS_INLINE void aegis_store(unsigned char *p, aegis_block x) { _mm_storeu_si128((__m128i *) p, x); }
AEGIS_INLINE aegis_block aegis_xor(aegis_block a, aegis_block b) { return _mm_xor_si128(a, b); }
AEGIS_INLINE aegis_block aegis_and(aegis_block a, aegis_block b) { return _mm_and_si128(a, b); }

AEGIS_INLINE void aegis_update(aegis_block s[8], aegis_block m0, aegis_block m1)
{
  aegis_block last = s[7];
  int i;
  for (i = 7; i > 0; --i) s[i] = _mm_aesenc_si128(s[i - 1], s[i]);
  s[0] = _mm_xor_si128(_mm_aesenc_si128(last, s[0]), m0);
  s[4] = _mm_xor_si128(s[4], m1);
}

#include "../shared/aegis128l.h"
