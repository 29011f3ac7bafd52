/* crypto_stream/rc6128ctr/amd64-avx512: RC6-32/20/16 in counter mode (ctr128/ctr.c), 32
   blocks at a time, one per 32-bit lane of two sets of four zmm registers (rc6/lanes.h: VPMULLD, VPROLD,
   VPROLVD); a single block goes through the portable code. Constant time: amd64's
   rotations take the same time for every amount. Public domain (CC0). */
#if !defined(__AVX512F__)
#error "needs AVX-512F"
#endif
#include <immintrin.h>

#define SV __m512i
#define SV_LANES 16
#define SV_ADD _mm512_add_epi32
#define SV_XOR _mm512_xor_si512
#define SV_MUL _mm512_mullo_epi32
#define SV_ROL(x, n) _mm512_rol_epi32(x, n)
#define SV_ROLV _mm512_rolv_epi32                  /* the count is taken mod 32 */
#define SV_SET1(w) _mm512_set1_epi32(w)
#define SV_LOAD(p) _mm512_loadu_si512((const void *) (p))
#define SV_STORE(p, x) _mm512_storeu_si512((void *) (p), x)
#define SV_UNPACKLO32 _mm512_unpacklo_epi32
#define SV_UNPACKHI32 _mm512_unpackhi_epi32
#define SV_UNPACKLO64 _mm512_unpacklo_epi64
#define SV_UNPACKHI64 _mm512_unpackhi_epi64
#define SV_SETS 2                        /* two sets: 1.5x faster than one here */
#include "rc6/lanes.h"

#define CTR_KEY rc6_key
#define CTR_PAR (SV_LANES * SV_SETS)
#define ctr_setup rc6_setup
#define ctr_encrypt rc6_lanes_encrypt
#define CTR_PAR_SMALL 1
#define ctr_encrypt_small(key, out, in) rc6_encrypt(out, in, key)
#include "ctr128/ctr.c"
