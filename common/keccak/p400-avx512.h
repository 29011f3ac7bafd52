/*
 * keccak/p400-avx512.h: the Keccak-p[400, nr] permutation with the whole state in one zmm
 * register, lane x + 5y in 16-bit slot x + 5y (slots 25..31 unused). Same interface and
 * state layout as keccak/p400-ref.h (include exactly one): keccak_p400(s, nr), nr 1..20, and
 * keccak_p400_absorb_bits. Specified in FIPS 202 (2015), section 3.
 * A round, with every lane move a VPERMW by a fixed index vector:
 *   theta  the column parities in every slot of the column (A and its four y-rotations, two
 *          VPTERNLOG), then A ^= C[x-1] ^ ROTL1(C[x+1]) (two moves, VPSHLDW, VPTERNLOG);
 *   rho    one VPSHLDVW, each slot rotated by its own offset;
 *   pi, chi  B, B[x+1], B[x+2] moved straight from the rotated state (pi composed with chi's
 *          two moves, so the three are independent), then B ^ (~B1 & B2) in one VPTERNLOG;
 *   iota   the round constant into slot 0 (and, in keccak_p400_absorb_bits with one round per
 *          bit, the next bit with it).
 * Needs AVX512F, AVX512BW and AVX512-VBMI2 (VPSHLDW). No secret-dependent branch or index.
 * Public domain (CC0).
 */
#ifndef KECCAK_P400_H
#define KECCAK_P400_H

#if !defined(__AVX512F__) || !defined(__AVX512BW__) || !defined(__AVX512VBMI2__)
#error "keccak/p400-avx512.h needs AVX512F, AVX512BW and AVX512-VBMI2"
#endif

#include <stdint.h>
#include <immintrin.h>
#include "keccak/lanes.h"  /* keccak_rc */

/* source slots of each lane move (destination slot i takes source slot [i]), and rho */
static const uint16_t keccak_p400_moves[10][32] __attribute__((aligned(64))) = {
  /* y+1 */ {5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 0, 1, 2, 3, 4},
  /* y+2 */ {10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
  /* y+3 */ {15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14},
  /* y+4 */ {20, 21, 22, 23, 24, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19},
  /* x-1 */ {4, 0, 1, 2, 3, 9, 5, 6, 7, 8, 14, 10, 11, 12, 13, 19, 15, 16, 17, 18, 24, 20, 21, 22, 23},
  /* x+1 */ {1, 2, 3, 4, 0, 6, 7, 8, 9, 5, 11, 12, 13, 14, 10, 16, 17, 18, 19, 15, 21, 22, 23, 24, 20},
  /* pi: B[y, 2x + 3y] = A[x, y] */
  {0, 6, 12, 18, 24, 3, 9, 10, 16, 22, 1, 7, 13, 19, 20, 4, 5, 11, 17, 23, 2, 8, 14, 15, 21},
  /* pi, then x+1 */
  {6, 12, 18, 24, 0, 9, 10, 16, 22, 3, 7, 13, 19, 20, 1, 5, 11, 17, 23, 4, 8, 14, 15, 21, 2},
  /* pi, then x+2 */
  {12, 18, 24, 0, 6, 10, 16, 22, 3, 9, 13, 19, 20, 1, 7, 11, 17, 23, 4, 5, 14, 15, 21, 2, 8},
  /* rho: the offsets of FIPS 202 table 2, mod 16 */
  {0, 1, 14, 12, 11, 4, 12, 6, 7, 4, 3, 10, 11, 9, 7, 9, 13, 15, 5, 8, 2, 2, 13, 8, 14}};

typedef struct { __m512i m[10]; } keccak_p400_consts;

static inline void keccak_p400_consts_load(keccak_p400_consts *k)
{
  int i;
  for (i = 0; i < 10; ++i) k->m[i] = _mm512_load_si512((const void *) keccak_p400_moves[i]);
}

/* one round; iota: the constant to add into slot 0 at the end */
static inline __m512i keccak_p400_round(__m512i a, const keccak_p400_consts *k, uint16_t iota)
{
  __m512i c, d, b, b1, b2;
  c = _mm512_ternarylogic_epi64(a, _mm512_permutexvar_epi16(k->m[0], a),
                                _mm512_permutexvar_epi16(k->m[1], a), 0x96);
  c = _mm512_ternarylogic_epi64(c, _mm512_permutexvar_epi16(k->m[2], a),
                                _mm512_permutexvar_epi16(k->m[3], a), 0x96);
  d = _mm512_permutexvar_epi16(k->m[5], c);
  a = _mm512_ternarylogic_epi64(a, _mm512_permutexvar_epi16(k->m[4], c),
                                _mm512_shldi_epi16(d, d, 1), 0x96);
  a = _mm512_shldv_epi16(a, a, k->m[9]);
  b = _mm512_permutexvar_epi16(k->m[6], a);
  b1 = _mm512_permutexvar_epi16(k->m[7], a);
  b2 = _mm512_permutexvar_epi16(k->m[8], a);
  a = _mm512_ternarylogic_epi64(b, b1, b2, 0xD2);          /* b ^ (~b1 & b2) */
  return _mm512_xor_si512(a, _mm512_maskz_set1_epi16(1, (short) iota));
}

static inline void keccak_p400(uint16_t s[25], int nr)
{
  keccak_p400_consts k;
  __m512i a = _mm512_maskz_loadu_epi16(0x1ffffff, s);
  int i;
  keccak_p400_consts_load(&k);
  for (i = 20 - nr; i < 20; ++i) a = keccak_p400_round(a, &k, (uint16_t) keccak_rc[i]);
  _mm512_mask_storeu_epi16(s, 0x1ffffff, a);
}

/* See keccak/p400-ref.h: bit j of y (from the most significant bit of y[0]) added to the
   state's first byte's top bit, then nr rounds; the state stays in its register throughout */
static inline void keccak_p400_absorb_bits(uint16_t s[25], const unsigned char *y, int nbits,
                                           int nr)
{
  keccak_p400_consts k;
  __m512i a = _mm512_maskz_loadu_epi16(0x1ffffff, s);
  int i, j;
#define KECCAK_P400_BIT(j) ((uint16_t) ((y[(j) / 8] << ((j) % 8)) & 0x80))
  keccak_p400_consts_load(&k);
  if (nbits > 0) a = _mm512_xor_si512(a, _mm512_maskz_set1_epi16(1, (short) KECCAK_P400_BIT(0)));
  for (j = 0; j < nbits; ++j) {
    uint16_t next = j + 1 < nbits ? KECCAK_P400_BIT(j + 1) : 0;
    for (i = 20 - nr; i < 19; ++i) a = keccak_p400_round(a, &k, (uint16_t) keccak_rc[i]);
    a = keccak_p400_round(a, &k, (uint16_t) (keccak_rc[19] ^ next));   /* with the next bit */
  }
#undef KECCAK_P400_BIT
  _mm512_mask_storeu_epi16(s, 0x1ffffff, a);
}

#endif
