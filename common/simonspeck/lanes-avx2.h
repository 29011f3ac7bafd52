/*
 * simonspeck/lanes-avx2.h: counter mode (simonspeck/ctr.c) for a cipher with a block of two
 * words, many blocks at a time in ymm registers (AVX2), as simonspeck/lanes-avx512.h does in
 * zmm registers: lane j of x, y holds word x, y of block j, so the counter blocks are
 * (n1, n0 + j) with no transposition; outputs are interleaved back into y, x order with an
 * unpack and a 128-bit permutation per 32 bytes. Rotations are two shifts and an or, or one
 * byte shuffle when the count is a multiple of 8.
 * The including file defines CTR_WORDBITS (64: 4 blocks a vector; 32: 8) and CTR_KEY before,
 * and the cipher's lanes_encrypt (declared below) after including this file.
 * Constant time: lengths and pointers decide every branch. Public domain (CC0).
 */
#ifndef SIMONSPECK_LANES_AVX2_H
#define SIMONSPECK_LANES_AVX2_H

#if !defined(__AVX2__)
#error "needs AVX2"
#endif

#include <immintrin.h>
#include <stdint.h>

#define LANES_GROUPS 4 /* vector pairs in flight: enough independent work to hide latency */

#if CTR_WORDBITS == 64
#define LANES 4
typedef uint64_t lanes_word;
#define LANES_SET1(v) _mm256_set1_epi64x((long long) (v))
#define LANES_ADD _mm256_add_epi64
#define LANES_SHL _mm256_slli_epi64
#define LANES_SHR _mm256_srli_epi64
#define LANES_INDEX _mm256_setr_epi64x(0, 1, 2, 3)
#define LANES_UNPACKLO _mm256_unpacklo_epi64
#define LANES_UNPACKHI _mm256_unpackhi_epi64
/* each word rotated left, right by one byte */
#define LANES_ROLB _mm256_setr_epi8(7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14, \
                                    7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14)
#define LANES_RORB _mm256_setr_epi8(1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8, \
                                    1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8)
#else
#define LANES 8
typedef uint32_t lanes_word;
#define LANES_SET1(v) _mm256_set1_epi32((int) (v))
#define LANES_ADD _mm256_add_epi32
#define LANES_SHL _mm256_slli_epi32
#define LANES_SHR _mm256_srli_epi32
#define LANES_INDEX _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)
#define LANES_UNPACKLO _mm256_unpacklo_epi32
#define LANES_UNPACKHI _mm256_unpackhi_epi32
#define LANES_ROLB _mm256_setr_epi8(3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14, \
                                    3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14)
#define LANES_RORB _mm256_setr_epi8(1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12, \
                                    1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12)
#endif
#define LANES_XOR _mm256_xor_si256
#define LANES_ANDXOR(a, b, c) _mm256_xor_si256(_mm256_and_si256(a, b), c) /* (a & b) ^ c */
#define LANES_XOR3(a, b, c) _mm256_xor_si256(_mm256_xor_si256(a, b), c)
/* rotations by a constant count r, 0 < r < CTR_WORDBITS */
#define LANES_ROL(v, r)                                                                     \
  ((r) == 8 ? _mm256_shuffle_epi8(v, LANES_ROLB)                                            \
   : (r) == CTR_WORDBITS - 8 ? _mm256_shuffle_epi8(v, LANES_RORB)                           \
   : _mm256_or_si256(LANES_SHL(v, r), LANES_SHR(v, CTR_WORDBITS - (r))))
#define LANES_ROR(v, r) LANES_ROL(v, CTR_WORDBITS - (r))
typedef __m256i lanes_vec;
#define LANES_BYTES 64 /* a vector pair */

/* Encrypts the g vector pairs x[0..g), y[0..g) in place (g = 1 or LANES_GROUPS). */
static inline void lanes_encrypt(lanes_vec *x, lanes_vec *y, int g, const CTR_KEY *key);

/* The 64 bytes of blocks y, x in memory order: within each 128-bit half the unpacks give
   consecutive blocks; the permutations put the halves in order. */
static inline void lanes_interleave(__m256i *lo, __m256i *hi, __m256i y, __m256i x)
{
  __m256i a = LANES_UNPACKLO(y, x), b = LANES_UNPACKHI(y, x);
  *lo = _mm256_permute2x128_si256(a, b, 0x20);
  *hi = _mm256_permute2x128_si256(a, b, 0x31);
}

static inline void lanes_out(unsigned char *c, const unsigned char *m, __m256i y, __m256i x)
{
  __m256i lo, hi;
  lanes_interleave(&lo, &hi, y, x);
  if (m) {
    lo = _mm256_xor_si256(lo, _mm256_loadu_si256((const __m256i *) (const void *) m));
    hi = _mm256_xor_si256(hi, _mm256_loadu_si256((const __m256i *) (const void *) (m + 32)));
  }
  _mm256_storeu_si256((__m256i *) (void *) c, lo);
  _mm256_storeu_si256((__m256i *) (void *) (c + 32), hi);
}

/* CTR_BULK: every whole block, LANES_GROUPS vector pairs at a time, then one pair at a time;
   a last group of fewer blocks goes through a buffer. */
static inline unsigned long long lanes_ctr(const CTR_KEY *key, unsigned char *c,
                                           const unsigned char *m, lanes_word n0, lanes_word n1,
                                           unsigned long long nblocks)
{
  const __m256i high = LANES_SET1(n1), step = LANES_SET1(LANES);
  __m256i ctr = LANES_ADD(LANES_SET1(n0), LANES_INDEX), x[LANES_GROUPS], y[LANES_GROUPS];
  unsigned long long left = nblocks;
  unsigned char buf[LANES_BYTES];
  int g, i;

  while (left >= LANES_GROUPS * LANES) {
    for (g = 0; g < LANES_GROUPS; ++g) {
      x[g] = high;
      y[g] = ctr;
      ctr = LANES_ADD(ctr, step);
    }
    lanes_encrypt(x, y, LANES_GROUPS, key);
    for (g = 0; g < LANES_GROUPS; ++g) {
      lanes_out(c, m, y[g], x[g]);
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
    if (nb == LANES) {
      lanes_out(c, m, y[0], x[0]);
    } else {
      int bytes = nb * LANES_BYTES / LANES;
      lanes_out(buf, 0, y[0], x[0]);
      for (i = 0; i < bytes; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ buf[i]);
    }
    c += LANES_BYTES;
    if (m) m += LANES_BYTES;
    left -= (unsigned long long) nb;
  }
  return nblocks;
}

#define CTR_BULK lanes_ctr

#endif
