/*
 * aes/vaes.h: AES in counter mode (the layouts of aes/ctr.h) with VAES on AVX-512: 4 blocks
 * per zmm register and AES_VAES_ZMM registers in flight, enough to cover the latency of
 * VAESENC (about 4 cycles) at one zmm a cycle. Round keys are expanded with AES-NI
 * (aes/aesni-key.h) and broadcast to the 4 lanes. The message is folded into the last round
 * key; the tail (under 64 * AES_VAES_ZMM bytes) uses masked loads and stores, so it reads and
 * writes nothing outside the buffers. Constant time: no table, and branches depend only on
 * lengths and on the public nonce. Used by the amd64-vaes implementations of
 * crypto_stream/aes*. Public domain (CC0).
 */
#ifndef AES_VAES_H
#define AES_VAES_H

#if !defined(__VAES__) || !defined(__AVX512F__) || !defined(__AVX512BW__)
#error "needs VAES and AVX-512 (F, BW)"
#endif

#include <stdint.h>
#include "aes/aesni-key.h"
#include "aes/vcounter.h"

/* the helpers below must be inlined into the kernel (constant sizes, registers kept): clang
   declines on its own */
#define AES_VAES_INLINE static inline __attribute__((always_inline))

#define AES_VAES_ZMM 4

/* z[q] = the counter blocks index + 4q .. index + 4q + 3, one in each 128-bit lane
   (aes/vcounter.h) */
AES_VAES_INLINE void aes_vaes_counters(__m512i *z, int nz, const struct aes_vcounter *s,
                                       uint64_t index)
{
  __m128i x;
  int q, j;
  if (s->layout == AES_COUNTER_ESTREAM) {
    __m512i x4 = _mm512_broadcast_i32x4(aes_vcounter_estream(s, index));
    for (q = 0; q < nz; ++q)                                             /* dword 0, mod 2^32 */
      z[q] = _mm512_add_epi32(x4, _mm512_set_epi32(0, 0, 0, 4 * q + 3, 0, 0, 0, 4 * q + 2,
                                                   0, 0, 0, 4 * q + 1, 0, 0, 0, 4 * q));
  } else if (aes_vcounter_be128(&x, s, index, 4 * nz)) {
    __m512i x4 = _mm512_broadcast_i32x4(x);
    __m512i reverse = _mm512_broadcast_i32x4(aes_vcounter_reverse());
    for (q = 0; q < nz; ++q)
      z[q] = _mm512_shuffle_epi8(
        _mm512_add_epi64(x4, _mm512_set_epi64(0, 4 * q + 3, 0, 4 * q + 2, 0, 4 * q + 1, 0, 4 * q)),
        reverse);
  } else {
    unsigned char blocks[64];
    for (q = 0; q < nz; ++q) {
      for (j = 0; j < 4; ++j)
        aes_counter_block(blocks + 16 * j, s->nonce, index + (uint64_t) (4 * q + j), s->layout);
      z[q] = _mm512_loadu_si512((const void *) blocks);
    }
  }
}

/* all rounds but the last */
AES_VAES_INLINE void aes_vaes_rounds(__m512i *z, int nz, const __m512i *rk, int rounds)
{
  int q, r;
  for (q = 0; q < nz; ++q) z[q] = _mm512_xor_si512(z[q], rk[0]);
  for (r = 1; r < rounds; ++r)
    for (q = 0; q < nz; ++q) z[q] = _mm512_aesenc_epi128(z[q], rk[r]);
}

/* 1 to 64 * nz bytes: nz registers of keystream (a constant after inlining), the last round
   taking the message under a mask */
AES_VAES_INLINE void aes_vaes_tail(unsigned char *c, const unsigned char *m, unsigned long long len,
                                 const __m512i *rk, int rounds, const struct aes_vcounter *s,
                                 uint64_t index, int nz)
{
  __m512i z[AES_VAES_ZMM];
  int q;
  aes_vaes_counters(z, nz, s, index);
  aes_vaes_rounds(z, nz, rk, rounds);
  for (q = 0; q < nz && len > 0; ++q) {
    __mmask64 mask = len >= 64 ? ~(__mmask64) 0 : ((__mmask64) 1 << len) - 1;
    __m512i last = rk[rounds];
    if (m) last = _mm512_xor_si512(last, _mm512_maskz_loadu_epi8(mask, m + 64 * q));
    _mm512_mask_storeu_epi8(c + 64 * q, mask, _mm512_aesenclast_epi128(z[q], last));
    len -= len >= 64 ? 64 : len;
  }
}

/* c[0..len) = m XOR keystream (m may be 0). c may equal m, n or k: n and k are read first. */
static void aes_vaes_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                         const unsigned char *n, const unsigned char *k, int keybytes, int layout)
{
  __m128i rk[15];
  __m512i rk4[15], z[AES_VAES_ZMM];
  struct aes_vcounter s;
  uint64_t index = 0;
  int rounds = aes_ni_expand(rk, k, keybytes), q;
  for (q = 0; q <= rounds; ++q) rk4[q] = _mm512_broadcast_i32x4(rk[q]);
  aes_vcounter_init(&s, n, layout);
  for (; len >= 64 * AES_VAES_ZMM; len -= 64 * AES_VAES_ZMM, index += 4 * AES_VAES_ZMM) {
    aes_vaes_counters(z, AES_VAES_ZMM, &s, index);
    aes_vaes_rounds(z, AES_VAES_ZMM, rk4, rounds);
    for (q = 0; q < AES_VAES_ZMM; ++q) {
      __m512i last = rk4[rounds];
      if (m) last = _mm512_xor_si512(last, _mm512_loadu_si512((const void *) (m + 64 * q)));
      _mm512_storeu_si512((void *) (c + 64 * q), _mm512_aesenclast_epi128(z[q], last));
    }
    c += 64 * AES_VAES_ZMM;
    if (m) m += 64 * AES_VAES_ZMM;
  }
  if (len > 64) aes_vaes_tail(c, m, len, rk4, rounds, &s, index, AES_VAES_ZMM);
  else if (len > 0) aes_vaes_tail(c, m, len, rk4, rounds, &s, index, 1);
}

#endif
