/* crypto_stream/serpent128ctr/amd64-avx512: Serpent with a 128-bit key in counter mode
   (ctr128/ctr.c), 32 blocks at a time, one per 32-bit lane of two sets of four zmm registers
   (serpent/lanes.h); a single block goes through the portable code. Constant time.
   Public domain (CC0). */
#if !defined(__AVX512F__)
#error "needs AVX-512F"
#endif
#include <immintrin.h>

#define SV __m512i
#define SV_LANES 16
#define SV_ROL(x, n) _mm512_rol_epi32(x, n)
#define SV_SHL(x, n) _mm512_slli_epi32(x, n)
#define SV_SET1(w) _mm512_set1_epi32(w)
#define SV_LOAD(p) _mm512_loadu_si512((const void *) (p))
#define SV_STORE(p, x) _mm512_storeu_si512((void *) (p), x)
#define SV_UNPACKLO32 _mm512_unpacklo_epi32
#define SV_UNPACKHI32 _mm512_unpackhi_epi32
#define SV_UNPACKLO64 _mm512_unpacklo_epi64
#define SV_UNPACKHI64 _mm512_unpackhi_epi64
#define SV_SETS 2                        /* two sets of registers in flight */
#include "serpent/lanes.h"

#define CTR_KEY serpent_key
#define CTR_PAR (SV_LANES * SV_SETS)
#define ctr_setup serpent_setup
#define ctr_encrypt serpent_lanes_encrypt
#define CTR_PAR_SMALL 1
#define ctr_encrypt_small(key, out, in) serpent_encrypt(out, in, key)
#include "ctr128/ctr.c"
