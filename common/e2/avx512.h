/*
 * e2/avx512.h: E2 on 8 blocks at once, one block per 128-bit lane of two zmm registers, with
 * AVX-512 VBMI: the S-box is looked up in registers (vbmi/table256.h), so no secret byte
 * indexes memory; P's four XOR steps are byte shuffles (VPSHUFB, zeros where a byte is left
 * alone) and XORs; the odd-word multiplications VPMULLD on the big-endian words. The blocks in
 * constant time; the key schedule (e2.h) is not. Public domain (CC0).
 */
#ifndef E2_AVX512_H
#define E2_AVX512_H

#include "e2/e2.h"
#include "vbmi/table256.h"

#define E2_AVX512_REGS 2
#define E2_AVX512_BLOCKS (4 * E2_AVX512_REGS)
#define Z (-1)

/* a lane's four 32-bit words times (k | 1) mod 2^32, the words read big-endian */
static inline __m512i e2_avx512_mul(__m512i x, __m512i k, __m512i bswap)
{
  __m512i w = _mm512_mullo_epi32(_mm512_shuffle_epi8(x, bswap), k);
  return _mm512_shuffle_epi8(w, bswap);
}

static inline void e2_avx512_encrypt(unsigned char *out, const unsigned char *in, const e2_key *key)
{
  vbmi_table256 s;
  const __m512i bswap = VBMI_LANE_SHUFFLE(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12);
  /* BP and its inverse: byte i of word j to word j - i, or j + i */
  const __m512i bp = VBMI_LANE_SHUFFLE(0, 5, 10, 15, 4, 9, 14, 3, 8, 13, 2, 7, 12, 1, 6, 11);
  const __m512i bpinv = VBMI_LANE_SHUFFLE(0, 13, 10, 7, 4, 1, 14, 11, 8, 5, 2, 15, 12, 9, 6, 3);
  /* P's steps on bytes 0-7 (the lane's right half, moved down); a zero index leaves a byte */
  const __m512i p1 = VBMI_LANE_SHUFFLE(Z, Z, Z, Z, 0, 1, 2, 3, Z, Z, Z, Z, Z, Z, Z, Z);
  const __m512i p2 = VBMI_LANE_SHUFFLE(6, 7, 4, 5, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z);
  const __m512i p3 = VBMI_LANE_SHUFFLE(Z, Z, Z, Z, 3, 0, 1, 2, Z, Z, Z, Z, Z, Z, Z, Z);
  const __m512i p4 = VBMI_LANE_SHUFFLE(4, 5, 6, 7, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z);
  /* BRL, and the result moved to the left half's place: t[(i + 1) & 7] to byte 8 + i */
  const __m512i brl = VBMI_LANE_SHUFFLE(Z, Z, Z, Z, Z, Z, Z, Z, 1, 2, 3, 4, 5, 6, 7, 0);
  __m512i mul_in = _mm512_or_si512(_mm512_shuffle_epi8(vbmi_lanes16(key->mul_in), bswap),
                                   _mm512_set1_epi32(1));
  __m512i x[E2_AVX512_REGS], div_out;
  __m512i xor_in = vbmi_lanes16(key->xor_in), xor_out = vbmi_lanes16(key->xor_out);
  int i, r;
  {
    unsigned char inv[16];
    for (i = 0; i < 16; i += 4)
      bytes_store_be32(inv + i, e2_inverse(bytes_load_be32(key->div_out + i) | 1));
    div_out = _mm512_shuffle_epi8(vbmi_lanes16(inv), bswap);
  }
  vbmi_table256_load(&s, e2_sbox);
  for (i = 0; i < E2_AVX512_REGS; ++i) {
    x[i] = _mm512_xor_si512(_mm512_loadu_si512((const void *) (in + 64 * i)), xor_in);
    x[i] = _mm512_shuffle_epi8(e2_avx512_mul(x[i], mul_in, bswap), bp);
  }
  for (r = 0; r < 12; ++r) {
    __m512i k = vbmi_lanes16(key->round[r]), k2 = _mm512_shuffle_epi32(k, _MM_PERM_BADC);
    for (i = 0; i < E2_AVX512_REGS; ++i) {
      __m512i swapped = _mm512_shuffle_epi32(x[i], _MM_PERM_BADC);      /* (r, l) */
      __m512i t = vbmi_lookup256(_mm512_xor_si512(swapped, k), &s);
      t = _mm512_xor_si512(t, _mm512_shuffle_epi8(t, p1));
      t = _mm512_xor_si512(t, _mm512_shuffle_epi8(t, p2));
      t = _mm512_xor_si512(t, _mm512_shuffle_epi8(t, p3));
      t = _mm512_xor_si512(t, _mm512_shuffle_epi8(t, p4));
      t = vbmi_lookup256(_mm512_xor_si512(t, k2), &s);
      x[i] = _mm512_xor_si512(swapped, _mm512_shuffle_epi8(t, brl));    /* (r, l ^ F(r)) */
    }
  }
  for (i = 0; i < E2_AVX512_REGS; ++i) {
    __m512i y = _mm512_shuffle_epi32(x[i], _MM_PERM_BADC);            /* undo the last swap */
    y = e2_avx512_mul(_mm512_shuffle_epi8(y, bpinv), div_out, bswap);
    _mm512_storeu_si512((void *) (out + 64 * i), _mm512_xor_si512(y, xor_out));
  }
}

#undef Z
#endif
