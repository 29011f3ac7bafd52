/*
 * simonspeck/lanes-avx512.h: counter mode (simonspeck/ctr.c) for a cipher with a block of two
 * words, many blocks at a time in zmm registers: lane j of the vectors x, y holds word x, y
 * of block j, so the counter blocks are (n1, n0 + j) with no transposition; the outputs are
 * interleaved back into y, x order with one two-source permutation per 64 bytes.
 * The including file defines CTR_WORDBITS (64: 8 blocks a vector; 32: 16) and CTR_KEY before,
 * and the cipher's lanes_encrypt (declared below) after including this file, with the
 * LANES_ operations, which simonspeck/lanes-avx2.h also defines for ymm registers.
 * Constant time: lengths and pointers decide every branch.
 * Public domain (CC0).
 */
#ifndef SIMONSPECK_LANES_AVX512_H
#define SIMONSPECK_LANES_AVX512_H

#if !defined(__AVX512F__) || !defined(__AVX512VL__)
#error "needs AVX-512F and AVX-512VL"
#endif

#include <immintrin.h>
#include <stdint.h>

#define LANES_GROUPS 4 /* vector pairs in flight: enough independent work to hide latency */

#if CTR_WORDBITS == 64
#define LANES 8
typedef uint64_t lanes_word;
typedef __mmask8 lanes_mask;
#define LANES_SET1(v) _mm512_set1_epi64((long long) (v))
#define LANES_ADD _mm512_add_epi64
#define LANES_ROL _mm512_rol_epi64
#define LANES_ROR _mm512_ror_epi64
#define LANES_INDEX _mm512_setr_epi64(0, 1, 2, 3, 4, 5, 6, 7)
#define LANES_LOW _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11)
#define LANES_HIGH _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15)
#define LANES_PERMUTE2 _mm512_permutex2var_epi64
#define LANES_LOADM(k, p) _mm512_maskz_loadu_epi64(k, p)
#define LANES_STOREM(p, k, v) _mm512_mask_storeu_epi64(p, k, v)
#else
#define LANES 16
typedef uint32_t lanes_word;
typedef __mmask16 lanes_mask;
#define LANES_SET1(v) _mm512_set1_epi32((int) (v))
#define LANES_ADD _mm512_add_epi32
#define LANES_ROL _mm512_rol_epi32
#define LANES_ROR _mm512_ror_epi32
#define LANES_INDEX _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
#define LANES_LOW _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23)
#define LANES_HIGH _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31)
#define LANES_PERMUTE2 _mm512_permutex2var_epi32
#define LANES_LOADM(k, p) _mm512_maskz_loadu_epi32(k, p)
#define LANES_STOREM(p, k, v) _mm512_mask_storeu_epi32(p, k, v)
#endif
#define LANES_XOR _mm512_xor_si512
#define LANES_ANDXOR(a, b, c) _mm512_ternarylogic_epi64(a, b, c, 0x6a) /* (a & b) ^ c */
#define LANES_XOR3(a, b, c) _mm512_ternarylogic_epi64(a, b, c, 0x96)
typedef __m512i lanes_vec;
#define LANES_BYTES (LANES * 2 * CTR_WORDBITS / 8) /* 128 bytes a vector pair */

/* Encrypts the g vector pairs x[0..g), y[0..g) in place (g = 1 or LANES_GROUPS). */
static inline void lanes_encrypt(lanes_vec *x, lanes_vec *y, int g, const CTR_KEY *key);

/* Writes the blocks of y, x (lanes [0, nb)) to c, xored with m unless m = 0: each half of the
   interleaved pair is 64 bytes, a whole vector; masks cover a last group of fewer lanes. */
static inline void lanes_out(unsigned char *c, const unsigned char *m, __m512i y, __m512i x,
                             int nb)
{
  __m512i lo = LANES_PERMUTE2(y, LANES_LOW, x), hi = LANES_PERMUTE2(y, LANES_HIGH, x);
  if (nb == LANES) {
    if (m) {
      lo = LANES_XOR(lo, _mm512_loadu_si512((const void *) m));
      hi = LANES_XOR(hi, _mm512_loadu_si512((const void *) (m + 64)));
    }
    _mm512_storeu_si512((void *) c, lo);
    _mm512_storeu_si512((void *) (c + 64), hi);
  } else { /* 2 nb words in lanes order: the first min(2 nb, LANES) in lo, the rest in hi */
    int words = 2 * nb;
    lanes_mask klo = (lanes_mask) (words >= LANES ? ~0u : (1u << words) - 1);
    lanes_mask khi = (lanes_mask) (words > LANES ? (1u << (words - LANES)) - 1 : 0);
    if (m) {
      lo = LANES_XOR(lo, LANES_LOADM(klo, m));
      hi = LANES_XOR(hi, LANES_LOADM(khi, m + 64));
    }
    LANES_STOREM(c, klo, lo);
    LANES_STOREM(c + 64, khi, hi);
  }
}

/* CTR_BULK: every whole block, LANES_GROUPS vector pairs at a time, then one pair at a time
   (the last possibly partial). */
static inline unsigned long long lanes_ctr(const CTR_KEY *key, unsigned char *c,
                                           const unsigned char *m, lanes_word n0, lanes_word n1,
                                           unsigned long long nblocks)
{
  const __m512i high = LANES_SET1(n1), step = LANES_SET1(LANES);
  __m512i ctr = LANES_ADD(LANES_SET1(n0), LANES_INDEX), x[LANES_GROUPS], y[LANES_GROUPS];
  unsigned long long left = nblocks;
  int g;

  while (left >= LANES_GROUPS * LANES) {
    for (g = 0; g < LANES_GROUPS; ++g) {
      x[g] = high;
      y[g] = ctr;
      ctr = LANES_ADD(ctr, step);
    }
    lanes_encrypt(x, y, LANES_GROUPS, key);
    for (g = 0; g < LANES_GROUPS; ++g) {
      lanes_out(c, m, y[g], x[g], LANES);
      c += LANES_BYTES;
      if (m) m += LANES_BYTES;
    }
    left -= LANES_GROUPS * LANES;
  }
  while (left > 0) {
    int nb = left < LANES ? (int) left : LANES;
    x[0] = high;
    y[0] = ctr;
    ctr = LANES_ADD(ctr, step);
    lanes_encrypt(x, y, 1, key);
    lanes_out(c, m, y[0], x[0], nb);
    c += LANES_BYTES;
    if (m) m += LANES_BYTES;
    left -= (unsigned long long) nb;
  }
  return nblocks;
}

#define CTR_BULK lanes_ctr

#endif
