/*
 * magenta/avx512.h: MAGENTA on 8 blocks at once, one block per 128-bit lane of two zmm
 * registers, with AVX-512 VBMI: f (alpha^x, 256 bytes) is looked up for 64 bytes at a time in
 * registers (vbmi/table256.h), so no secret byte indexes memory. A lane holds the 16-byte w
 * of magenta_e3 (x2 || round key); pi is two lookups, a swap of the lane's halves and an
 * interleave (VPSHUFB). Constant time.
 * Public domain (CC0).
 */
#ifndef MAGENTA_AVX512_H
#define MAGENTA_AVX512_H

#include <stdint.h>
#include "magenta/magenta.h"
#include "vbmi/table256.h"

#define MAGENTA_AVX512_REGS 2
#define MAGENTA_AVX512_BLOCKS (4 * MAGENTA_AVX512_REGS)

/* T(w) = pi^4(w) on every lane */
static inline __m512i magenta_avx512_t(__m512i w, const vbmi_table256 *t, __m512i interleave)
{
  int r;
  for (r = 0; r < 4; ++r) {
    __m512i fw = vbmi_lookup256(w, t);
    /* a[i] = f(w[i] ^ f(w[i + 8])), a[i + 8] = f(w[i + 8] ^ f(w[i])): A both ways */
    __m512i a = vbmi_lookup256(_mm512_xor_si512(w, _mm512_shuffle_epi32(fw, _MM_PERM_BADC)), t);
    w = _mm512_shuffle_epi8(a, interleave);                     /* (a0, a8, a1, a9, ...) */
  }
  return w;
}

/* out = E_k(in) for MAGENTA_AVX512_BLOCKS blocks */
static inline void magenta_avx512_encrypt(unsigned char *out, const unsigned char *in,
                                          const magenta_key *key)
{
  vbmi_table256 t;
  const __m512i interleave =
    VBMI_LANE_SHUFFLE(0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15);
  const __m512i s = VBMI_LANE_SHUFFLE(0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15);
  /* the even bytes of C(3) into the right half, zeros in the left (index bit 7 set) */
  const __m512i even_right =
    VBMI_LANE_SHUFFLE(-1, -1, -1, -1, -1, -1, -1, -1, 0, 2, 4, 6, 8, 10, 12, 14);
  __m512i x[MAGENTA_AVX512_REGS];
  int i, r, j;
  vbmi_table256_load(&t, key->f);
  for (i = 0; i < MAGENTA_AVX512_REGS; ++i) x[i] = _mm512_loadu_si512((const void *) (in + 64 * i));
  for (r = 0; r < key->rounds; ++r) {
    uint64_t sk;
    memcpy(&sk, key->sk[r], 8);
    for (i = 0; i < MAGENTA_AVX512_REGS; ++i) {
      __m512i swapped = _mm512_shuffle_epi32(x[i], _MM_PERM_BADC);       /* (x2, x1) */
      __m512i w = _mm512_mask_blend_epi64(0xAA, swapped, _mm512_set1_epi64((long long) sk));
      __m512i c = magenta_avx512_t(w, &t, interleave);
      for (j = 2; j <= 3; ++j)
        c = magenta_avx512_t(_mm512_xor_si512(w, _mm512_shuffle_epi8(c, s)), &t, interleave);
      x[i] = _mm512_xor_si512(swapped, _mm512_shuffle_epi8(c, even_right));   /* (x2, x1 ^ e) */
    }
  }
  for (i = 0; i < MAGENTA_AVX512_REGS; ++i) _mm512_storeu_si512((void *) (out + 64 * i), x[i]);
}

#endif
