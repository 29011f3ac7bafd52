/*
 * aes/aesni.h: AES in counter mode (the layouts of aes/ctr.h) with AES-NI on xmm registers,
 * 8 blocks in flight: AESENC has a latency of about 4 cycles and two issue per cycle on
 * recent cores, so 8 independent blocks keep both units busy. Counter blocks are made with
 * one vector add (and one byte shuffle for the big-endian counter) each; the message is
 * folded into the last round key (AESENCLAST(x, k ^ m) = AESENCLAST(x, k) ^ m). Constant time:
 * AES-NI has no table, and branches depend only on lengths and on the public nonce.
 * Used by the amd64-aesni implementations of crypto_stream/aes*. Public domain (CC0).
 */
#ifndef AES_AESNI_H
#define AES_AESNI_H

#include <stdint.h>
#include "aes/aesni-key.h"
#include "aes/ctr.h"

/* the helpers below must be inlined into the kernel (constant sizes, registers kept): clang
   declines on its own */
#define AES_NI_INLINE static inline __attribute__((always_inline))

#define AES_NI_WAY 8

struct aes_ni_counter {
  unsigned char nonce[16];
  __m128i n;             /* the nonce block (ESTREAM: its dword 0 is the counter) */
  uint64_t hi, lo;       /* BE128: the nonce as a 128-bit big-endian integer */
  uint32_t c0;           /* ESTREAM: the nonce's counter */
  int layout;
};

AES_NI_INLINE void aes_ni_counter_init(struct aes_ni_counter *s, const unsigned char *n, int layout)
{
  int j;
  for (j = 0; j < 16; ++j) s->nonce[j] = n[j];
  s->n = _mm_loadu_si128((const __m128i *) s->nonce);
  s->hi = aes_load_be64(s->nonce);
  s->lo = aes_load_be64(s->nonce + 8);
  s->c0 = (uint32_t) _mm_cvtsi128_si32(s->n);
  s->layout = layout;
}

/* b[0..nb) = the counter blocks index, index + 1, ... */
AES_NI_INLINE void aes_ni_counters(__m128i *b, int nb, const struct aes_ni_counter *s, uint64_t index)
{
  int j;
  if (s->layout == AES_COUNTER_ESTREAM) {
    __m128i x = _mm_insert_epi32(s->n, (int) (s->c0 + (uint32_t) index), 0);
    for (j = 0; j < nb; ++j) b[j] = _mm_add_epi32(x, _mm_set_epi32(0, 0, 0, j)); /* mod 2^32 */
  } else {
    /* x = the counter as a little-endian 128-bit integer; a block is x + j, bytes reversed */
    const __m128i reverse = _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    uint64_t lo = s->lo + index, hi = s->hi + (lo < s->lo);
    if (lo <= UINT64_MAX - (uint64_t) (nb - 1)) {            /* no carry into the high half */
      __m128i x = _mm_set_epi64x((long long) hi, (long long) lo);
      for (j = 0; j < nb; ++j) b[j] = _mm_shuffle_epi8(_mm_add_epi64(x, _mm_set_epi64x(0, j)), reverse);
    } else {
      unsigned char block[16];
      for (j = 0; j < nb; ++j) {
        aes_counter_block(block, s->nonce, index + (uint64_t) j, s->layout);
        b[j] = _mm_loadu_si128((const __m128i *) block);
      }
    }
  }
}

/* all rounds but the last */
AES_NI_INLINE void aes_ni_rounds(__m128i *b, int nb, const __m128i *rk, int rounds)
{
  int j, r;
  for (j = 0; j < nb; ++j) b[j] = _mm_xor_si128(b[j], rk[0]);
  for (r = 1; r < rounds; ++r)
    for (j = 0; j < nb; ++j) b[j] = _mm_aesenc_si128(b[j], rk[r]);
}

/* fewer than 16 * AES_NI_WAY bytes: nb blocks of keystream (nb = 4 or AES_NI_WAY, a constant
   after inlining, so that the blocks stay in registers), then as much of it as needed */
AES_NI_INLINE void aes_ni_tail(unsigned char *c, const unsigned char *m, unsigned long long len,
                               const __m128i *rk, int rounds, const struct aes_ni_counter *s,
                               uint64_t index, int nb)
{
  __m128i b[AES_NI_WAY];
  unsigned char ks[16 * AES_NI_WAY];
  unsigned long long i;
  int j;
  aes_ni_counters(b, nb, s, index);
  aes_ni_rounds(b, nb, rk, rounds);
  for (j = 0; j < nb; ++j) _mm_storeu_si128((__m128i *) (ks + 16 * j), _mm_aesenclast_si128(b[j], rk[rounds]));
  for (i = 0; i + 16 <= len; i += 16) {
    __m128i x = _mm_loadu_si128((const __m128i *) (ks + i));
    if (m) x = _mm_xor_si128(x, _mm_loadu_si128((const __m128i *) (m + i)));
    _mm_storeu_si128((__m128i *) (c + i), x);
  }
  for (; i < len; ++i) c[i] = (unsigned char) (ks[i] ^ (m ? m[i] : 0));
}

/* c[0..len) = m XOR keystream (m may be 0). c may equal m, n or k: n and k are read first. */
static void aes_ni_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                       const unsigned char *n, const unsigned char *k, int keybytes, int layout)
{
  __m128i rk[15], b[AES_NI_WAY];
  struct aes_ni_counter s;
  uint64_t index = 0;
  int rounds = aes_ni_expand(rk, k, keybytes), j;
  aes_ni_counter_init(&s, n, layout);
  for (; len >= 16 * AES_NI_WAY; len -= 16 * AES_NI_WAY, index += AES_NI_WAY) {
    aes_ni_counters(b, AES_NI_WAY, &s, index);
    aes_ni_rounds(b, AES_NI_WAY, rk, rounds);
    for (j = 0; j < AES_NI_WAY; ++j) {
      __m128i last = rk[rounds];
      if (m) last = _mm_xor_si128(last, _mm_loadu_si128((const __m128i *) (m + 16 * j)));
      _mm_storeu_si128((__m128i *) (c + 16 * j), _mm_aesenclast_si128(b[j], last));
    }
    c += 16 * AES_NI_WAY;
    if (m) m += 16 * AES_NI_WAY;
  }
  if (len > 64) aes_ni_tail(c, m, len, rk, rounds, &s, index, AES_NI_WAY);
  else if (len > 0) aes_ni_tail(c, m, len, rk, rounds, &s, index, 4);
}

#endif
