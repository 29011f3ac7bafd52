/*
 * ctr128/sv-avx512.h: the lane operations (SV_*) that the multi-block kernels of
 * mars/lanes.h, rc6/lanes.h and serpent/lanes.h are written in, for 512-bit registers:
 * sixteen 32-bit lanes, one block word per lane. Public domain (CC0).
 */
#ifndef CTR128_SV_AVX512_H
#define CTR128_SV_AVX512_H

#if !defined(__AVX512F__)
#error "needs AVX-512F"
#endif
#include <immintrin.h>

#define SV __m512i
#define SV_LANES 16
#define SV_ADD _mm512_add_epi32
#define SV_SUB _mm512_sub_epi32
#define SV_XOR _mm512_xor_si512
#define SV_AND _mm512_and_si512
#define SV_MUL _mm512_mullo_epi32                  /* the low 32 bits of each product */
#define SV_SHL(x, n) _mm512_slli_epi32(x, n)
#define SV_SRL(x, n) _mm512_srli_epi32(x, n)
#define SV_ROL(x, n) _mm512_rol_epi32(x, n)
#define SV_ROLV _mm512_rolv_epi32                  /* by each lane's count mod 32 */
#define SV_GATHER(t, i) _mm512_i32gather_epi32(i, (const void *) (t), 4)
#define SV_SET1(w) _mm512_set1_epi32(w)
#define SV_LOAD(p) _mm512_loadu_si512((const void *) (p))
#define SV_STORE(p, x) _mm512_storeu_si512((void *) (p), x)
#define SV_UNPACKLO32 _mm512_unpacklo_epi32
#define SV_UNPACKHI32 _mm512_unpackhi_epi32
#define SV_UNPACKLO64 _mm512_unpacklo_epi64
#define SV_UNPACKHI64 _mm512_unpackhi_epi64

#endif
