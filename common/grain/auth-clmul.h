/*
 * grain/auth-clmul.h: 32 message bits at a time for grain/aead.h on amd64 (include it first):
 * the keystream and authentication bits of 64 clocks split by PEXT (BMI2), and the 32
 * authentication steps as carry-less products (PCLMULQDQ): with W = R | z << 64 the register
 * and its 32 incoming bits, A ^= sum over set message bits j of (W >> j), which is bits
 * 31 .. 94 of W times the bit-reversed message word; R becomes W >> 32.
 * Specified in M. Hell et al., "Grain-128AEADv2", NIST LWC finalist (2021), section 2.3.
 * Constant time: PEXT with a constant mask, PCLMULQDQ and shifts. Public domain (CC0).
 */
#ifndef GRAIN_AUTH_CLMUL_H
#define GRAIN_AUTH_CLMUL_H

#include <immintrin.h>
#include <stdint.h>

#define GRAIN_CHUNKS 1

/* 64 pre-output bits: the even ones (keystream) and the odd ones (authentication) */
static inline void grain_split64(uint64_t y, uint32_t *ks, uint32_t *z)
{
  *ks = (uint32_t) _pext_u64(y, 0x5555555555555555ull);
  *z = (uint32_t) _pext_u64(y, 0xAAAAAAAAAAAAAAAAull);
}

static inline uint32_t grain_reverse32(uint32_t x)
{
  x = __builtin_bswap32(x);
  x = ((x >> 4) & 0x0F0F0F0F) | ((x & 0x0F0F0F0F) << 4);
  x = ((x >> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  return ((x >> 1) & 0x55555555) | ((x & 0x55555555) << 1);
}

static inline void grain_auth32(uint64_t *acc, uint64_t *reg, uint32_t m, uint32_t z)
{
  __m128i mr = _mm_cvtsi32_si128((int) grain_reverse32(m));
  __m128i lo = _mm_clmulepi64_si128(_mm_cvtsi64_si128((long long) *reg), mr, 0);
  __m128i hi = _mm_clmulepi64_si128(_mm_cvtsi32_si128((int) z), mr, 0);
  uint64_t p0 = (uint64_t) _mm_cvtsi128_si64(lo);
  uint64_t p1 = (uint64_t) _mm_extract_epi64(lo, 1);
  uint64_t q = (uint64_t) _mm_cvtsi128_si64(hi);
  *acc ^= (p0 >> 31) ^ (p1 << 33) ^ (q << 33);
  *reg = *reg >> 32 | (uint64_t) z << 32;
}

#endif
