/*
 * crypton/avx512.h: CRYPTON v0.5 on 8 blocks at once, one block per 128-bit lane of two zmm
 * registers, with AVX-512 VBMI: S0 and S1 are looked up in registers (vbmi/table256.h) and
 * blended by position, so no secret byte indexes memory; pi and tau together are, for each row
 * j, a VPSHUFB that spreads byte i of row j over word i, a mask, and an XOR into the result.
 * The blocks in constant time; the key schedule (crypton.h) is not. Public domain (CC0).
 */
#ifndef CRYPTON_AVX512_H
#define CRYPTON_AVX512_H

#include "crypton/crypton.h"
#include "vbmi/table256.h"

#define CRYPTON_AVX512_REGS 2
#define CRYPTON_AVX512_BLOCKS (4 * CRYPTON_AVX512_REGS)

typedef struct {
  vbmi_table256 s0, s1;
  __mmask64 s1_at[2];               /* by parity: the bytes (row j, column i) that take S1 */
  __m512i spread[4], mask[2][4];    /* by row j; by parity and row */
} crypton_avx512_tables;

static inline void crypton_avx512_tables_make(crypton_avx512_tables *t, const crypton_key *key)
{
  uint32_t m[16];
  int p, i, j;
  vbmi_table256_load(&t->s0, key->s[0]);
  vbmi_table256_load(&t->s1, key->s[1]);
  for (p = 0; p < 2; ++p) {
    uint64_t at = 0;
    for (j = 0; j < 4; ++j)
      for (i = 0; i < 4; ++i) at |= (uint64_t) ((i + j + p) & 1) << (4 * j + i);
    t->s1_at[p] = at * 0x0001000100010001ull;       /* the same in each 16-byte lane */
    for (j = 0; j < 4; ++j) {
      for (i = 0; i < 4; ++i) m[i] = crypton_m[(i + j + p) & 3];
      for (i = 4; i < 16; ++i) m[i] = m[i & 3];
      t->mask[p][j] = _mm512_loadu_si512((const void *) m);
    }
  }
  for (j = 0; j < 4; ++j) {                       /* word i <- byte i of row j, four times */
    unsigned char idx[64];
    for (i = 0; i < 64; ++i) idx[i] = (unsigned char) (4 * j + (i & 15) / 4);
    t->spread[j] = _mm512_loadu_si512((const void *) idx);
  }
}

static inline __m512i crypton_avx512_gamma(__m512i x, int parity, const crypton_avx512_tables *t)
{
  return _mm512_mask_blend_epi8(t->s1_at[parity], vbmi_lookup256(x, &t->s0),
                                vbmi_lookup256(x, &t->s1));
}

static inline void crypton_avx512_encrypt(unsigned char *out, const unsigned char *in,
                                          const crypton_key *key)
{
  crypton_avx512_tables t;
  __m512i x[CRYPTON_AVX512_REGS];
  int i, j, r;
  crypton_avx512_tables_make(&t, key);
  for (i = 0; i < CRYPTON_AVX512_REGS; ++i)
    x[i] = _mm512_xor_si512(_mm512_loadu_si512((const void *) (in + 64 * i)),
                            vbmi_lanes16(key->k[0]));
  for (r = 1; r < 12; ++r) {
    int p = (r + 1) & 1;
    __m512i k = vbmi_lanes16(key->k[r]);
    for (i = 0; i < CRYPTON_AVX512_REGS; ++i) {
      __m512i g = crypton_avx512_gamma(x[i], p, &t), acc = k;
      for (j = 0; j < 4; ++j)
        acc = _mm512_ternarylogic_epi32(acc, _mm512_shuffle_epi8(g, t.spread[j]), t.mask[p][j],
                                        0x78);      /* acc ^ (spread & mask) */
      x[i] = acc;
    }
  }
  {
    /* the last gamma and tau: byte j of word i <- byte i of row j */
    const __m512i tau = VBMI_LANE_SHUFFLE(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
    __m512i k = vbmi_lanes16(key->k[12]);
    for (i = 0; i < CRYPTON_AVX512_REGS; ++i) {
      __m512i g = _mm512_shuffle_epi8(x[i], tau);
      g = crypton_avx512_gamma(g, 1, &t);         /* S_(i+j+1) at byte j of word i */
      _mm512_storeu_si512((void *) (out + 64 * i), _mm512_xor_si512(g, k));
    }
  }
}

#endif
