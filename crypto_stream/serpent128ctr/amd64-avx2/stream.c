/* crypto_stream/serpent128ctr/amd64-avx2: Serpent with a 128-bit key in counter mode
   (ctr128/ctr.c), 16 blocks at a time, one per 32-bit lane of two sets of four ymm registers
   (serpent/lanes.h); a single block goes through the portable code. Constant time.
   Public domain (CC0). */
#if !defined(__AVX2__)
#error "needs AVX2"
#endif
#include <immintrin.h>

#define SV __m256i
#define SV_LANES 8
#define SV_ROL(x, n) _mm256_or_si256(_mm256_slli_epi32(x, n), _mm256_srli_epi32(x, 32 - (n)))
#define SV_SHL(x, n) _mm256_slli_epi32(x, n)
#define SV_SET1(w) _mm256_set1_epi32(w)
#define SV_LOAD(p) _mm256_loadu_si256((const __m256i *) (const void *) (p))
#define SV_STORE(p, x) _mm256_storeu_si256((__m256i *) (void *) (p), x)
#define SV_UNPACKLO32 _mm256_unpacklo_epi32
#define SV_UNPACKHI32 _mm256_unpackhi_epi32
#define SV_UNPACKLO64 _mm256_unpacklo_epi64
#define SV_UNPACKHI64 _mm256_unpackhi_epi64
#define SV_SETS 2                        /* two sets of registers in flight */
#include "serpent/lanes.h"

#define CTR_KEY serpent_key
#define CTR_PAR (SV_LANES * SV_SETS)
#define ctr_setup serpent_setup
#define ctr_encrypt serpent_lanes_encrypt
#define CTR_PAR_SMALL 1
#define ctr_encrypt_small(key, out, in) serpent_encrypt(out, in, key)
#include "ctr128/ctr.c"
