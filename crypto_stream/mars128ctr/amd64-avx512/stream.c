/* crypto_stream/mars128ctr/amd64-avx512: MARS with a 128-bit key in counter mode
   (ctr128/ctr.c), 32 blocks at a time, one per 32-bit lane of two sets of four zmm registers
   (mars/lanes.h: VPGATHERDD for the S-box, VPMULLD, VPROLVD); a single block goes through
   the portable code. NOT constant time (S-box lookups). Public domain (CC0). */
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
#define SV_MUL _mm512_mullo_epi32
#define SV_SRL(x, n) _mm512_srli_epi32(x, n)
#define SV_ROL(x, n) _mm512_rol_epi32(x, n)
#define SV_ROLV _mm512_rolv_epi32                  /* the count is taken mod 32 */
#define SV_GATHER(t, i) _mm512_i32gather_epi32(i, (const void *) (t), 4)
#define SV_SET1(w) _mm512_set1_epi32(w)
#define SV_LOAD(p) _mm512_loadu_si512((const void *) (p))
#define SV_STORE(p, x) _mm512_storeu_si512((void *) (p), x)
#define SV_UNPACKLO32 _mm512_unpacklo_epi32
#define SV_UNPACKHI32 _mm512_unpackhi_epi32
#define SV_UNPACKLO64 _mm512_unpacklo_epi64
#define SV_UNPACKHI64 _mm512_unpackhi_epi64
#define SV_SETS 2                        /* two sets of registers in flight */
#include "mars/lanes.h"

#define CTR_KEY mars_key
#define CTR_PAR (SV_LANES * SV_SETS)
#define ctr_setup mars_setup
#define ctr_encrypt mars_lanes_encrypt
#define CTR_PAR_SMALL 1
#define ctr_encrypt_small(key, out, in) mars_encrypt(out, in, key)
#include "ctr128/ctr.c"
