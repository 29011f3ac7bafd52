/*
 * mlkem/arith-avx2.h: arithmetic in R_q = Z_3329[X]/(X^256 + 1) and its NTT with AVX2, sixteen
 * 16-bit coefficients per register.
 * Specified in FIPS 203 (2024), section 4.3: NTT (Algorithm 9), NTT^-1 (Algorithm 10),
 * MultiplyNTTs and BaseCaseMultiply (Algorithms 11, 12). Output order and values are the
 * standard's; only the intermediate representation differs from mlkem/arith-ref.h:
 * - coefficients are signed and only partly reduced (the bound is noted at each step);
 * - products are Montgomery products a b 2^-16 mod q (mulhi/mullo), so every constant
 *   multiplier is stored times 2^16 (mlkem/ntt-avx2-tables.h) and the base multiplication's
 *   extra 2^-16 is removed once per sum by a multiplication by 2^32 mod q;
 * - levels 128..16 of the NTT pair whole registers; levels 8, 4, 2 pair halves, 64-bit and
 *   32-bit pieces of two registers, which a split (its own inverse) brings into two registers.
 * No branch and no memory index depends on a coefficient.
 * Public domain (CC0).
 */
#ifndef MLKEM_ARITH_AVX2_H
#define MLKEM_ARITH_AVX2_H

#ifndef __AVX2__
#error "mlkem/arith-avx2.h needs AVX2"
#endif

#include <immintrin.h>
#include <stdint.h>
#include "mlkem/params.h"
#include "mlkem/ntt-avx2-tables.h"

typedef union {
  int16_t c[MLKEM_N];
  uint16_t u[MLKEM_N];  /* the same bits, for mlkem/codec.h once the values are in [0, q) */
  __m256i v[MLKEM_N / 16];
} mlkem_poly;

#define MLKEM_QINV (-3327)  /* q^-1 mod 2^16 */
#define MLKEM_V(x) _mm256_set1_epi16((short) (x))
#define MLKEM_LOAD(p) _mm256_loadu_si256((const __m256i *) (p))

/* a b 2^-16 mod q, in (-q, q) when |a b| < 2^15 q; bq = b q^-1 mod 2^16. The low halves of
   a b and m q agree (m = a b q^-1 mod 2^16), so the difference of the high halves is exact. */
static inline __m256i mlkem_montmul(__m256i a, __m256i b, __m256i bq)
{
  __m256i m = _mm256_mullo_epi16(a, bq);
  return _mm256_sub_epi16(_mm256_mulhi_epi16(a, b), _mm256_mulhi_epi16(m, MLKEM_V(MLKEM_Q)));
}

/* a - round(a / q) q, in [-q/2, q/2] up to rounding, for any int16 a: 20159 = round(2^26 / q),
   mulhrs by 32 divides by 2^10 with rounding */
static inline __m256i mlkem_barrett(__m256i a)
{
  __m256i t = _mm256_mulhrs_epi16(_mm256_mulhi_epi16(a, MLKEM_V(20159)), MLKEM_V(32));
  return _mm256_sub_epi16(a, _mm256_mullo_epi16(t, MLKEM_V(MLKEM_Q)));
}

/* the representative in [0, q) */
static inline __m256i mlkem_canonical(__m256i a)
{
  a = mlkem_barrett(a);
  return _mm256_add_epi16(a, _mm256_and_si256(_mm256_srai_epi16(a, 15), MLKEM_V(MLKEM_Q)));
}

/* Algorithm 9 butterfly: (a, b) = (a + zeta b, a - zeta b); each level adds less than q */
static inline void mlkem_fwd(__m256i *a, __m256i *b, __m256i z, __m256i zq)
{
  __m256i t = mlkem_montmul(*b, z, zq);
  *b = _mm256_sub_epi16(*a, t);
  *a = _mm256_add_epi16(*a, t);
}

/* Algorithm 10 butterfly: (a, b) = (a + b, zeta (b - a)), both kept below q */
static inline void mlkem_inv(__m256i *a, __m256i *b, __m256i z, __m256i zq)
{
  __m256i t = *a;
  *a = mlkem_barrett(_mm256_add_epi16(t, *b));
  *b = mlkem_montmul(_mm256_sub_epi16(*b, t), z, zq);
}

/* level (0: len 8, 1: len 4, 2: len 2) split of registers x, y into a (first halves of the
   blocks) and b (second halves); applied to (a, b) it gives (x, y) back */
static inline void mlkem_split(__m256i *x, __m256i *y, int level)
{
  __m256i a, b;
  if (level == 0) {
    a = _mm256_permute2x128_si256(*x, *y, 0x20);
    b = _mm256_permute2x128_si256(*x, *y, 0x31);
  } else if (level == 1) {
    a = _mm256_unpacklo_epi64(*x, *y);
    b = _mm256_unpackhi_epi64(*x, *y);
  } else {
    a = _mm256_blend_epi32(*x, _mm256_slli_epi64(*y, 32), 0xaa);
    b = _mm256_blend_epi32(_mm256_srli_epi64(*x, 32), *y, 0xaa);
  }
  *x = a;
  *y = b;
}

/* levels 128, 64, 32, 16 (dir 0) or 16, 32, 64, 128 (dir 1): whole registers, one zeta per block */
static inline void mlkem_ntt_registers(__m256i v[16], int dir)
{
  int step, start, j, k;
  for (step = dir ? 1 : 8; step >= 1 && step <= 8; step = dir ? 2 * step : step / 2)
    for (start = 0; start < 16; start += 2 * step) {
      k = dir ? 16 / step - 1 - start / (2 * step) : 8 / step + start / (2 * step);
      for (j = start; j < start + step; ++j)
        if (dir) mlkem_inv(&v[j], &v[j + step], MLKEM_V(mlkem_avx2_zetas[k]), MLKEM_V(mlkem_avx2_zetas[128 + k]));
        else mlkem_fwd(&v[j], &v[j + step], MLKEM_V(mlkem_avx2_zetas[k]), MLKEM_V(mlkem_avx2_zetas[128 + k]));
    }
}

/* levels 8, 4, 2 (dir 0) or 2, 4, 8 (dir 1) on the register pair (x, y) number m */
static inline void mlkem_ntt_lanes(__m256i *x, __m256i *y, int m, int dir)
{
  const int16_t *z;
  int i, level;
  for (i = 0; i < 3; ++i) {
    level = dir ? 2 - i : i;
    mlkem_split(x, y, level);
    z = mlkem_avx2_lanezetas + 32 * (8 * (3 * dir + level) + m);  /* [dir][level][m][zeta, zeta q^-1][16] */
    if (dir) mlkem_inv(x, y, MLKEM_LOAD(z), MLKEM_LOAD(z + 16));
    else mlkem_fwd(x, y, MLKEM_LOAD(z), MLKEM_LOAD(z + 16));
    mlkem_split(x, y, level);
  }
}

/* in: |f| <= q; out: the NTT, each |coefficient| <= q/2 (7 levels grow it below 8q first) */
static void mlkem_ntt(mlkem_poly *f)
{
  int j;
  mlkem_ntt_registers(f->v, 0);
  for (j = 0; j < 8; ++j) mlkem_ntt_lanes(&f->v[2 * j], &f->v[2 * j + 1], j, 0);
  for (j = 0; j < 16; ++j) f->v[j] = mlkem_barrett(f->v[j]);
}

/* in: |f| < 2^15 / 2; out: NTT^-1, |coefficient| < q. The last step multiplies by
   128^-1 = 3303 mod q: a Montgomery product with 3303 2^16 = 512 mod q. */
static void mlkem_invntt(mlkem_poly *f)
{
  int j;
  for (j = 0; j < 8; ++j) mlkem_ntt_lanes(&f->v[2 * j], &f->v[2 * j + 1], j, 1);
  mlkem_ntt_registers(f->v, 1);
  for (j = 0; j < 16; ++j) f->v[j] = mlkem_montmul(f->v[j], MLKEM_V(512), MLKEM_V(512 * MLKEM_QINV));
}

/* swap the two coefficients of every pair */
static inline __m256i mlkem_swap_pairs(__m256i a)
{
  return _mm256_or_si256(_mm256_slli_epi32(a, 16), _mm256_srli_epi32(a, 16));
}

/* acc += (a * b) 2^-16 for register r of two NTT-domain polynomials (Algorithm 12 per pair:
   c0 = a0 b0 + a1 b1 gamma, c1 = a0 b1 + a1 b0), each added value below 2q; a is canonical */
static inline __m256i mlkem_basemul_acc(__m256i acc, __m256i a, __m256i b, int r)
{
  __m256i bq = _mm256_mullo_epi16(b, MLKEM_V(MLKEM_QINV));
  __m256i p = mlkem_montmul(a, b, bq);                                             /* a0 b0, a1 b1 */
  __m256i s = mlkem_montmul(a, mlkem_swap_pairs(b), mlkem_swap_pairs(bq));         /* a0 b1, a1 b0 */
  __m256i g = mlkem_montmul(p, MLKEM_LOAD(mlkem_avx2_gammas + 32 * r), MLKEM_LOAD(mlkem_avx2_gammas + 32 * r + 16));
  __m256i c0 = _mm256_add_epi16(p, mlkem_swap_pairs(g));  /* even lanes: a0 b0 + a1 b1 gamma */
  __m256i c1 = _mm256_add_epi16(s, mlkem_swap_pairs(s));  /* odd lanes: a0 b1 + a1 b0 */
  return _mm256_add_epi16(acc, _mm256_blend_epi16(c0, c1, 0xaa));
}

/* the sums of up to 4 base products carry 2^-16: multiply by 2^32 mod q = 1353 (|out| < q) */
static inline void mlkem_unmont(mlkem_poly *f)
{
  int j;
  for (j = 0; j < 16; ++j) f->v[j] = mlkem_montmul(f->v[j], MLKEM_V(1353), MLKEM_V(1353 * MLKEM_QINV));
}

/* r = sum of a[i] * b[i] in the NTT domain, a[i] canonical */
static void mlkem_inner(mlkem_poly *r, const mlkem_poly a[MLKEM_K], const mlkem_poly b[MLKEM_K])
{
  int i, j;
  for (j = 0; j < 16; ++j) {
    __m256i acc = _mm256_setzero_si256();
    for (i = 0; i < MLKEM_K; ++i) acc = mlkem_basemul_acc(acc, a[i].v[j], b[i].v[j], j);
    r->v[j] = acc;
  }
  mlkem_unmont(r);
}

static void mlkem_poly_add(mlkem_poly *r, const mlkem_poly *a)
{
  int j;
  for (j = 0; j < 16; ++j) r->v[j] = _mm256_add_epi16(r->v[j], a->v[j]);
}

static void mlkem_poly_sub(mlkem_poly *r, const mlkem_poly *a)
{
  int j;
  for (j = 0; j < 16; ++j) r->v[j] = _mm256_sub_epi16(r->v[j], a->v[j]);
}

#endif
