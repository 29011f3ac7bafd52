/*
 * keccak/f1600x8-avx512.h: eight Keccak-p[1600] permutations at once in AVX-512 registers:
 * 64-bit element j of s[i] is lane i of state j. For callers with eight independent inputs
 * of one length: K12's leaves (keccak/k12.h).
 * Specified in FIPS 202 (2015), section 3; the round is keccak/rounds.h with 512-bit lanes,
 * vpternlogq for theta's parities and chi, vprolq for the rotations (as keccak/f1600-avx512.h
 * does for one state). The interface follows keccak/f1600x4-avx2.h: include it beside a
 * keccak/f1600-*.h.
 * Public domain (CC0).
 */
#ifndef KECCAK_F1600X8_AVX512_H
#define KECCAK_F1600X8_AVX512_H

#ifndef __AVX512F__
#error "keccak/f1600x8-avx512.h needs AVX-512F"
#endif

#include <immintrin.h>
#include <stdint.h>
#include "keccak/lanes.h"  /* keccak_rc */

#define KECCAK_XOR(a, b) _mm512_xor_si512((a), (b))
#define KECCAK_XOR5(a, b, c, d, e) \
  _mm512_ternarylogic_epi64(_mm512_ternarylogic_epi64((a), (b), (c), 0x96), (d), (e), 0x96)
#define KECCAK_ROTL(v, n) _mm512_rol_epi64((v), (n))
#define KECCAK_CHI(a, b, c) _mm512_ternarylogic_epi64((a), (b), (c), 0xd2)  /* a ^ (~b & c) */
#define KECCAK_RC(i) _mm512_set1_epi64((long long) keccak_rc[i])
#include "keccak/rounds.h"

/* eight Keccak-p[1600, nr] for even nr: rounds 24 - nr .. 23 */
static inline void keccakx8_p1600(__m512i s[25], int nr)
{
  __m512i b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4
    KECCAK_LANES(KECCAK_DECLARE, a) KECCAK_LANES(KECCAK_DECLARE, e);
  int i;

  KECCAK_LANES(KECCAK_LOAD, a)
  for (i = 24 - nr; i < 24; i += 2) {
    KECCAK_ROUND(a, e, i)
    KECCAK_ROUND(e, a, i + 1)
  }
  KECCAK_LANES(KECCAK_STORE, a)
}

static inline void keccakx8_f1600(__m512i s[25])
{
  keccakx8_p1600(s, 24);
}

#include "keccak/rounds-end.h"

/* r[j] = element j of every r[i] before (an 8 x 8 transpose of 64-bit words) */
static inline void keccakx8_transpose(__m512i r[8])
{
  const __m512i even = _mm512_set_epi64(13, 12, 5, 4, 9, 8, 1, 0);
  const __m512i odd = _mm512_set_epi64(15, 14, 7, 6, 11, 10, 3, 2);
  __m512i t[8], u[8];
  int j;

  for (j = 0; j < 8; j += 2) {  /* pairs of words: t[j] = r[j].0 r[j+1].0 r[j].2 r[j+1].2 ... */
    t[j] = _mm512_unpacklo_epi64(r[j], r[j + 1]);
    t[j + 1] = _mm512_unpackhi_epi64(r[j], r[j + 1]);
  }
  for (j = 0; j < 8; j += 4) {  /* quads: u[j] = words 0 and 4 of r[j..j+3], u[j+2] = 2 and 6 */
    u[j] = _mm512_permutex2var_epi64(t[j], even, t[j + 2]);
    u[j + 1] = _mm512_permutex2var_epi64(t[j + 1], even, t[j + 3]);
    u[j + 2] = _mm512_permutex2var_epi64(t[j], odd, t[j + 2]);
    u[j + 3] = _mm512_permutex2var_epi64(t[j + 1], odd, t[j + 3]);
  }
  for (j = 0; j < 4; ++j) {     /* halves: word j from u[j] and u[j+4], word j+4 likewise */
    r[j] = _mm512_shuffle_i64x2(u[j], u[j + 4], 0x44);
    r[j + 4] = _mm512_shuffle_i64x2(u[j], u[j + 4], 0xee);
  }
}

/* s[i] ^= lane i of each of the eight blocks p[j] + 8 i, for i < lanes. Eight lanes of each
   block are loaded as one vector and transposed: a third of the cost of eight scalar loads
   and inserts per lane. Masked loads read no byte past lane `lanes` - 1. */
static inline void keccakx8_xorlanes(__m512i s[25], const unsigned char *const p[8], unsigned lanes)
{
  __m512i r[8];
  unsigned i, j;

  for (i = 0; i < lanes; i += 8) {
    __mmask8 mask = (__mmask8) (lanes - i >= 8 ? 0xff : (1u << (lanes - i)) - 1);
    for (j = 0; j < 8; ++j) r[j] = _mm512_maskz_loadu_epi64(mask, p[j] + 8 * i);
    keccakx8_transpose(r);
    for (j = 0; j < 8 && i + j < lanes; ++j) s[i + j] = _mm512_xor_si512(s[i + j], r[j]);
  }
}

#endif
