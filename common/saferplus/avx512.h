/*
 * saferplus/avx512.h: SAFER+ on 8 blocks at once, one block per 128-bit lane of two zmm
 * registers, with AVX-512 VBMI: exp and log are looked up in registers (vbmi/table256.h), so
 * no secret byte indexes memory; a level of the linear layer is two byte additions of the
 * block shifted within its 16-bit pairs, and the Armenian shuffle a VPSHUFB. Constant time.
 * Public domain (CC0).
 */
#ifndef SAFERPLUS_AVX512_H
#define SAFERPLUS_AVX512_H

#include "saferplus/saferplus.h"
#include "vbmi/table256.h"

#define SAFERPLUS_AVX512_REGS 2
#define SAFERPLUS_AVX512_BLOCKS (4 * SAFERPLUS_AVX512_REGS)

/* the lanes' bytes at SAFERPLUS_XOR_POSITIONS, as a mask over 64 bytes */
#define SAFERPLUS_AVX512_XOR_MASK (0x9999999999999999ull)

/* mix subkey k in: XOR at the XOR positions and add elsewhere (xor_first), or the other way */
static inline __m512i saferplus_avx512_mix(__m512i b, __m512i k, int xor_first)
{
  __mmask64 x = xor_first ? SAFERPLUS_AVX512_XOR_MASK : ~SAFERPLUS_AVX512_XOR_MASK;
  return _mm512_mask_blend_epi8(x, _mm512_add_epi8(b, k), _mm512_xor_si512(b, k));
}

/* one level of 2-point PHTs: (a, b) -> (2a + b, a + b) on every byte pair */
static inline __m512i saferplus_avx512_pht(__m512i b)
{
  b = _mm512_add_epi8(b, _mm512_slli_epi16(b, 8));           /* odd bytes: a + b */
  return _mm512_add_epi8(b, _mm512_srli_epi16(b, 8));        /* even bytes: a + (a + b) */
}

static inline void saferplus_avx512_encrypt(unsigned char *out, const unsigned char *in,
                                            const saferplus_key *key)
{
  vbmi_table256 exp, log;
  const __m512i shuffle = VBMI_LANE_SHUFFLE(8, 11, 12, 15, 2, 1, 6, 5, 10, 9, 14, 13, 0, 7, 4, 3);
  __m512i b[SAFERPLUS_AVX512_REGS];
  int i, r, level;
  vbmi_table256_load(&exp, key->exp);
  vbmi_table256_load(&log, key->log);
  for (i = 0; i < SAFERPLUS_AVX512_REGS; ++i)
    b[i] = _mm512_loadu_si512((const void *) (in + 64 * i));
  for (r = 0; r < key->rounds; ++r) {
    __m512i k1 = vbmi_lanes16(key->k[2 * r]);
    __m512i k2 = vbmi_lanes16(key->k[2 * r + 1]);
    for (i = 0; i < SAFERPLUS_AVX512_REGS; ++i) {
      __m512i x = saferplus_avx512_mix(b[i], k1, 1);
      x = _mm512_mask_blend_epi8(SAFERPLUS_AVX512_XOR_MASK, vbmi_lookup256(x, &log),
                                 vbmi_lookup256(x, &exp));
      x = saferplus_avx512_mix(x, k2, 0);
      for (level = 0; level < 3; ++level) x = _mm512_shuffle_epi8(saferplus_avx512_pht(x), shuffle);
      b[i] = saferplus_avx512_pht(x);
    }
  }
  {
    __m512i k = vbmi_lanes16(key->k[2 * key->rounds]);
    for (i = 0; i < SAFERPLUS_AVX512_REGS; ++i)
      _mm512_storeu_si512((void *) (out + 64 * i), saferplus_avx512_mix(b[i], k, 1));
  }
}

#endif
