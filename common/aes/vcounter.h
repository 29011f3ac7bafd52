/*
 * aes/vcounter.h: the counter of aes/ctr.h as the vector kernels (aes/aesni.h, aes/vaes.h)
 * keep it, so that a counter block costs one vector add, and a byte shuffle for the
 * big-endian layout:
 *   AES_COUNTER_ESTREAM  the nonce block itself: its dword 0 is the little-endian counter, so
 *                        block index + j is the block with j added to dword 0 (mod 2^32);
 *   AES_COUNTER_BE128    the counter as a little-endian 128-bit integer x (the nonce's bytes
 *                        reversed): block index + j is x + j with its bytes reversed, while
 *                        the low half does not carry into the high half.
 * Public domain (CC0).
 */
#ifndef AES_VCOUNTER_H
#define AES_VCOUNTER_H

#include <stdint.h>
#include <immintrin.h>
#include "aes/ctr.h"

struct aes_vcounter {
  unsigned char nonce[16];
  __m128i n;             /* the nonce block */
  uint64_t hi, lo;       /* BE128: the nonce as a 128-bit big-endian integer */
  uint32_t c0;           /* ESTREAM: the nonce's counter */
  int layout;
};

static inline void aes_vcounter_init(struct aes_vcounter *s, const unsigned char *n, int layout)
{
  int j;
  for (j = 0; j < 16; ++j) s->nonce[j] = n[j];
  s->n = _mm_loadu_si128((const __m128i *) s->nonce);
  s->hi = bytes_load_be64(s->nonce);
  s->lo = bytes_load_be64(s->nonce + 8);
  s->c0 = (uint32_t) _mm_cvtsi128_si32(s->n);
  s->layout = layout;
}

/* ESTREAM: counter block number index */
static inline __m128i aes_vcounter_estream(const struct aes_vcounter *s, uint64_t index)
{
  return _mm_insert_epi32(s->n, (int) (s->c0 + (uint32_t) index), 0);
}

/* BE128: x = counter block number index as a little-endian integer; returns whether the next
   nb blocks are x + j with no carry into the high half (else make them with aes/ctr.h) */
static inline int aes_vcounter_be128(__m128i *x, const struct aes_vcounter *s, uint64_t index,
                                     int nb)
{
  uint64_t lo = s->lo + index, hi = s->hi + (lo < s->lo);
  *x = _mm_set_epi64x((long long) hi, (long long) lo);
  return lo <= UINT64_MAX - (uint64_t) (nb - 1);
}

/* the byte reversal between x and a counter block */
static inline __m128i aes_vcounter_reverse(void)
{
  return _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
}

#endif
