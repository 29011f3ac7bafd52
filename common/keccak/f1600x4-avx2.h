/*
 * keccak/f1600x4-avx2.h: four Keccak-f[1600] permutations at once in AVX2 registers, for callers
 * that hash many independent inputs (keccak/x4jobs.h runs sponges on it; K12's leaves).
 * Specified in FIPS 202 (2015); the round is keccak/rounds.h with 256-bit lanes: 64-bit
 * element j of s[i] is lane i of state j. With AVX-512VL (Zen 4, Ice Lake and later) rotations
 * and the three-input XORs and chi become single instructions (vprolq, vpternlogq).
 * Independent of the scalar permutation: include it beside a keccak/f1600-*.h.
 * Public domain (CC0).
 */
#ifndef KECCAK_F1600X4_AVX2_H
#define KECCAK_F1600X4_AVX2_H

#ifndef __AVX2__
#error "keccak/f1600x4-avx2.h needs AVX2"
#endif

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>
#include "keccak/lanes.h"

#ifdef __AVX512VL__
#define KECCAK_ROTL(v, n) _mm256_rol_epi64((v), (n))
#define KECCAK_XOR5(a, b, c, d, e) \
  _mm256_ternarylogic_epi64(_mm256_ternarylogic_epi64((a), (b), (c), 0x96), (d), (e), 0x96)
#define KECCAK_CHI(a, b, c) _mm256_ternarylogic_epi64((a), (b), (c), 0xd2)  /* a ^ (~b & c) */
#else
/* rotations by whole bytes are one byte shuffle instead of two shifts and an or */
static inline __m256i keccakx4_rotl(__m256i v, int n)
{
  if (n == 8)
    return _mm256_shuffle_epi8(v, _mm256_set_epi8(14, 13, 12, 11, 10, 9, 8, 15, 6, 5, 4, 3, 2, 1, 0, 7,
                                                  14, 13, 12, 11, 10, 9, 8, 15, 6, 5, 4, 3, 2, 1, 0, 7));
  if (n == 56)
    return _mm256_shuffle_epi8(v, _mm256_set_epi8(8, 15, 14, 13, 12, 11, 10, 9, 0, 7, 6, 5, 4, 3, 2, 1,
                                                  8, 15, 14, 13, 12, 11, 10, 9, 0, 7, 6, 5, 4, 3, 2, 1));
  return _mm256_or_si256(_mm256_slli_epi64(v, n), _mm256_srli_epi64(v, 64 - n));
}
#define KECCAK_ROTL(v, n) keccakx4_rotl((v), (n))
#define KECCAK_XOR5(a, b, c, d, e) \
  _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256((a), (b)), _mm256_xor_si256((c), (d))), (e))
#define KECCAK_CHI(a, b, c) _mm256_xor_si256((a), _mm256_andnot_si256((b), (c)))
#endif
#define KECCAK_XOR(a, b) _mm256_xor_si256((a), (b))
#define KECCAK_RC(i) _mm256_set1_epi64x((long long) keccak_rc[i])
#include "keccak/rounds.h"

/* four Keccak-p[1600, nr] for even nr: rounds 24 - nr .. 23 (K12's leaves use nr = 12) */
static inline void keccakx4_p1600(__m256i s[25], int nr)
{
  __m256i b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4
    KECCAK_LANES(KECCAK_DECLARE, a) KECCAK_LANES(KECCAK_DECLARE, e);
  int i;

  KECCAK_LANES(KECCAK_LOAD, a)
  for (i = 24 - nr; i < 24; i += 2) {
    KECCAK_ROUND(a, e, i)
    KECCAK_ROUND(e, a, i + 1)
  }
  KECCAK_LANES(KECCAK_STORE, a)
}

static inline void keccakx4_f1600(__m256i s[25])
{
  keccakx4_p1600(s, 24);
}

#include "keccak/rounds-end.h"

/* s[i] ^= lane i of each of the four blocks p[j] + 8 i, for i < lanes */
static inline void keccakx4_xorlanes(__m256i s[25], const unsigned char *const p[4], unsigned lanes)
{
  unsigned i;
  for (i = 0; i < lanes; ++i)
    s[i] = _mm256_xor_si256(s[i], _mm256_set_epi64x((long long) bytes_load_le64(p[3] + 8 * i),
                                                    (long long) bytes_load_le64(p[2] + 8 * i),
                                                    (long long) bytes_load_le64(p[1] + 8 * i),
                                                    (long long) bytes_load_le64(p[0] + 8 * i)));
}

#endif
