/*
 * crypto_stream/amastrid/amd64-avx512: AMASTRID 1.1.0 in SUPERCOP's counter mode
 * (../shared/amastrid.h), 16 or 32 blocks at a time: vector j holds word j of 16 consecutive
 * counter blocks, so the key's schedule (positions, rotations, mixing cases) applies to all
 * lanes alike; each byte-wise substitution through kk1 or kk2 is two vpermi2b and a blend by
 * the bytes' top bits (AVX-512 VBMI), every table held in four zmm registers.
 * Not constant time: the words each step mixes are chosen by the key. Public domain (CC0).
 */
#if !defined(__AVX512F__) || !defined(__AVX512BW__) || !defined(__AVX512VBMI__)
#error "needs AVX-512F, AVX-512BW and AVX-512 VBMI"
#endif

#include <immintrin.h>
#include "crypto_stream.h"
#include "../shared/amastrid.h"

#define LANES 16

typedef struct { __m512i q[4]; } am_table; /* bytes 0-63, 64-127, 128-191, 192-255 */

static inline __m512i am_sub(const am_table *t, __m512i v)
{
  __m512i lo = _mm512_permutex2var_epi8(t->q[0], v, t->q[1]);
  __m512i hi = _mm512_permutex2var_epi8(t->q[2], v, t->q[3]);
  return _mm512_mask_blend_epi8(_mm512_movepi8_mask(v), lo, hi);
}

#define V_F1(v) _mm512_xor_si512(v, _mm512_set1_epi32((int) 0xaa55aa55))
#define V_F2(v) _mm512_xor_si512(v, _mm512_set1_epi32(0x55aa55aa))
#define V_G1(v) _mm512_rol_epi32(v, 5)
#define V_G2(v) _mm512_ror_epi32(v, 5)
#define V_ADD _mm512_add_epi32
#define V_XOR _mm512_xor_si512

/* amastrid_mix on 16 lanes. */
static inline void am_mix(const am_table *k1, const am_table *k2, __m512i *c1, __m512i *c2,
                          __m512i c1o, __m512i c2o, int mode)
{
  __m512i x = *c1, y = *c2;
  switch (mode) {
  case AMASTRID_SAME:
    x = V_ADD(V_XOR(V_ADD(V_XOR(x, am_sub(k1, c1o)), V_F1(c2o)), V_F2(am_sub(k2, c2o))),
              V_G1(c1o));
    y = x;
    break;
  case AMASTRID_CROSSED:
    x = V_XOR(V_ADD(x, V_F2(y)), am_sub(k2, y));
    y = V_ADD(V_XOR(y, V_F1(x)), V_G2(am_sub(k1, x)));
    break;
  case AMASTRID_P1WASP2:
    x = V_ADD(V_XOR(x, V_F1(am_sub(k2, c1o))), V_F2(y));
    y = V_ADD(V_XOR(y, am_sub(k1, x)), V_G2(c1o));
    break;
  case AMASTRID_P2WASP1:
    x = V_XOR(V_ADD(x, am_sub(k1, y)), V_G2(c2o));
    y = V_XOR(V_ADD(y, V_F1(am_sub(k2, c2o))), V_F2(x));
    break;
  default:
    x = V_XOR(V_ADD(V_XOR(x, am_sub(k1, c1o)), V_F2(y)), V_G1(c2o));
    y = V_ADD(V_XOR(V_ADD(y, am_sub(k2, c2o)), V_F1(x)), c1o);
  }
  *c1 = x;
  *c2 = y;
}

/* amastrid_encrypt on g groups of 16 blocks (g = 1 or 2: two independent groups hide the
   latency of each step's chain of substitutions), w[i][j] = word j of group i. */
static inline void am_encrypt(const amastrid *a, const am_table *k1, const am_table *k2,
                              __m512i w[][AMASTRID_WORDS], int g)
{
  __m512i t[AMASTRID_WORDS], c1o[2], c2o[2];
  int i, j, k;
  for (k = 0; k < AMASTRID_ITER; ++k) {
    const amastrid_pass *pass = &a->pass[k];
    for (j = 0; j < g; ++j) {
      c1o[j] = _mm512_set1_epi32((int) pass->u);
      c2o[j] = _mm512_set1_epi32((int) pass->v);
      if (!pass->pre) continue;
      w[j][pass->pre1] = V_F1(w[j][pass->pre1]);
      w[j][pass->pre2] = V_G1(w[j][pass->pre2]);
      for (i = 0; i < AMASTRID_WORDS; ++i) t[i] = w[j][(i + pass->rot) & AMASTRID_MASK];
      for (i = 0; i < AMASTRID_WORDS; ++i) w[j][i] = t[i];
    }
    for (i = 0; i < AMASTRID_WORDS; ++i)
      for (j = 0; j < g; ++j) {
        __m512i c1 = w[j][pass->p1[i]], c2 = w[j][pass->p2[i]];
        am_mix(k1, k2, &c1, &c2, c1o[j], c2o[j], pass->mode[i]);
        w[j][pass->p1[i]] = c1;
        w[j][pass->p2[i]] = c2;
        c1o[j] = c1;
        c2o[j] = c2;
      }
  }
}

/* c[0..4) = the word v, little-endian, xored with m[0..4) unless m = 0. */
static inline void am_store32(unsigned char *c, const unsigned char *m, uint32_t v)
{
  int i;
  for (i = 0; i < 4; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ v >> 8 * i);
}

static void amastrid_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                         const unsigned char *k)
{
  amastrid a;
  am_table k1, k2;
  uint32_t ctr[AMASTRID_WORDS], words[2][AMASTRID_WORDS][LANES];
  __m512i w[2][AMASTRID_WORDS];
  int i, j, b, g, groups;

  amastrid_setup(&a, k, 32);
  amastrid_iv(&a, ctr);
  for (i = 0; i < 4; ++i) {
    k1.q[i] = _mm512_loadu_si512((const void *) (a.kk1 + 64 * i));
    k2.q[i] = _mm512_loadu_si512((const void *) (a.kk2 + 64 * i));
  }
  while (len > 0) {
    groups = len > 4 * AMASTRID_WORDS * LANES ? 2 : 1;
    for (g = 0; g < groups; ++g)
      for (b = 0; b < LANES; ++b) { /* 16 counter blocks, word-major */
        for (j = 0; j < AMASTRID_WORDS; ++j) words[g][j][b] = ctr[j];
        for (j = 0; j < AMASTRID_WORDS && ++ctr[j] == 0; ++j) {} /* carry into the next word */
      }
    for (g = 0; g < groups; ++g)
      for (j = 0; j < AMASTRID_WORDS; ++j) w[g][j] = _mm512_loadu_si512((const void *) words[g][j]);
    if (groups == 2) am_encrypt(&a, &k1, &k2, w, 2);
    else am_encrypt(&a, &k1, &k2, w, 1);
    for (g = 0; g < groups; ++g)
      for (j = 0; j < AMASTRID_WORDS; ++j) _mm512_storeu_si512((void *) words[g][j], w[g][j]);
    for (g = 0; g < groups; ++g)
      for (b = 0; b < LANES && len > 0; ++b) { /* block b: word j of each vector */
        int take = len < 4 * AMASTRID_WORDS ? (int) len : 4 * AMASTRID_WORDS;
        if (take == 4 * AMASTRID_WORDS) {
          for (j = 0; j < AMASTRID_WORDS; ++j)
            am_store32(c + 4 * j, m ? m + 4 * j : 0, words[g][j][b]);
        } else {
          for (i = 0; i < take; ++i) {
            unsigned char z = (unsigned char) (words[g][i / 4][b] >> 8 * (i % 4));
            c[i] = m ? (unsigned char) (m[i] ^ z) : z;
          }
        }
        c += take;
        if (m) m += take;
        len -= (unsigned long long) take;
      }
  }
}

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  (void) n;
  amastrid_xor(c, 0, clen, k);
  return 0;
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  (void) n;
  amastrid_xor(c, m, mlen, k);
  return 0;
}
