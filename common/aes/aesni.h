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
#include "aes/vcounter.h"

/* the helpers below must be inlined into the kernel (constant sizes, registers kept): clang
   declines on its own */
#define AES_NI_INLINE static inline __attribute__((always_inline))

#define AES_NI_WAY 8

/* b[0..nb) = the counter blocks index, index + 1, ... (aes/vcounter.h) */
AES_NI_INLINE void aes_ni_counters(__m128i *b, int nb, const struct aes_vcounter *s,
                                   uint64_t index)
{
  __m128i x;
  int j;
  if (s->layout == AES_COUNTER_ESTREAM) {
    x = aes_vcounter_estream(s, index);
    for (j = 0; j < nb; ++j) b[j] = _mm_add_epi32(x, _mm_set_epi32(0, 0, 0, j));
  } else if (aes_vcounter_be128(&x, s, index, nb)) {
    for (j = 0; j < nb; ++j)
      b[j] = _mm_shuffle_epi8(_mm_add_epi64(x, _mm_set_epi64x(0, j)), aes_vcounter_reverse());
  } else {
    unsigned char block[16];
    for (j = 0; j < nb; ++j) {
      aes_counter_block(block, s->nonce, index + (uint64_t) j, s->layout);
      b[j] = _mm_loadu_si128((const __m128i *) block);
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
                               const __m128i *rk, int rounds, const struct aes_vcounter *s,
                               uint64_t index, int nb)
{
  __m128i b[AES_NI_WAY];
  unsigned char ks[16 * AES_NI_WAY];
  unsigned long long i;
  int j;
  aes_ni_counters(b, nb, s, index);
  aes_ni_rounds(b, nb, rk, rounds);
  for (j = 0; j < nb; ++j)
    _mm_storeu_si128((__m128i *) (ks + 16 * j), _mm_aesenclast_si128(b[j], rk[rounds]));
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
  struct aes_vcounter s;
  uint64_t index = 0;
  int rounds = aes_ni_expand(rk, k, keybytes), j;
  aes_vcounter_init(&s, n, layout);
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
