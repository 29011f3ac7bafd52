/* crypto_stream/rc6128ctr/amd64-avx2: RC6-32/20/16 in counter mode (ctr128/ctr.c), 16 blocks
   at a time, one per 32-bit lane of two sets of four ymm registers (rc6/lanes.h: VPMULLD, rotations by
   VPSLLVD and VPSRLVD); a single block goes through the portable code. Constant time: the
   variable shifts take the same time for every count. Public domain (CC0). */
#if !defined(__AVX2__)
#error "needs AVX2"
#endif
#include <immintrin.h>

#define SV __m256i
#define SV_LANES 8
#define SV_ADD _mm256_add_epi32
#define SV_XOR _mm256_xor_si256
#define SV_MUL _mm256_mullo_epi32
#define SV_ROL(x, n) _mm256_or_si256(_mm256_slli_epi32(x, n), _mm256_srli_epi32(x, 32 - (n)))
/* x <<< (y mod 32): a count of 32 shifts everything out, so y = 0 gives x | 0 */
#define SV_ROLV(x, y) rc6_avx2_rolv(x, y)
#define SV_SET1(w) _mm256_set1_epi32(w)
#define SV_LOAD(p) _mm256_loadu_si256((const __m256i *) (const void *) (p))
#define SV_STORE(p, x) _mm256_storeu_si256((__m256i *) (void *) (p), x)
#define SV_UNPACKLO32 _mm256_unpacklo_epi32
#define SV_UNPACKHI32 _mm256_unpackhi_epi32
#define SV_UNPACKLO64 _mm256_unpacklo_epi64
#define SV_UNPACKHI64 _mm256_unpackhi_epi64

static inline __m256i rc6_avx2_rolv(__m256i x, __m256i y)
{
  __m256i n = _mm256_and_si256(y, _mm256_set1_epi32(31));
  return _mm256_or_si256(_mm256_sllv_epi32(x, n), _mm256_srlv_epi32(x, _mm256_sub_epi32(_mm256_set1_epi32(32), n)));
}
#define SV_SETS 2                        /* two sets: 1.5x faster than one here */
#include "rc6/lanes.h"

#define CTR_KEY rc6_key
#define CTR_PAR (SV_LANES * SV_SETS)
#define ctr_setup rc6_setup
#define ctr_encrypt rc6_lanes_encrypt
#define CTR_PAR_SMALL 1
#define ctr_encrypt_small(key, out, in) rc6_encrypt(out, in, key)
#include "ctr128/ctr.c"
