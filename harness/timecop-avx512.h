/*
 * timecop-avx512.h: the AVX-512 intrinsics that our implementations use (F, VL, BW, VBMI,
 * VBMI2, and VAES, VPCLMULQDQ and GFNI on 512 bits), in constant-time C over SSE, AVX2,
 * AES-NI and PCLMULQDQ, for TIMECOP only. valgrind does not decode AVX-512 (its bug 383010),
 * so an implementation that cannot do without it is built for TIMECOP with this header
 * forced in (-include) and AVX-512 switched off: memcheck then checks the implementation's
 * own branches and addresses, as it does for everything else. Each emulation is constant
 * time the way its instruction is: register lookups (vpermb, vpermw, vpermt2b/d/q) look at
 * every source element and keep the one whose index matches, by comparisons or pshufb;
 * blends, zero-masking, rotations and the GFNI affine map are arithmetic. Only what touches
 * memory tests its operands: masked loads and stores their mask bits (lengths, public), and
 * a gather loads at its indexes, as the instruction does, so a secret one is reported.
 * mk/fastest uses it when the build without AVX-512 fails, after checking natively that the
 * build gives try's checksums; tests/faults has a fixture that passes through it and one
 * whose leak behind it is reported.
 * Public domain (CC0).
 */
#ifndef TIMECOP_AVX512_H
#define TIMECOP_AVX512_H

#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#if defined(__AVX512F__)
#error "timecop-avx512.h stands in for AVX-512: build with -mno-avx512f"
#endif

/* what the implementations test for before they use these intrinsics */
#define __AVX512F__ 1
#define __AVX512VL__ 1
#define __AVX512BW__ 1
#define __AVX512VBMI__ 1
#define __AVX512VBMI2__ 1
#define __VAES__ 1
#define __VPCLMULQDQ__ 1
#define __GFNI__ 1

typedef union {
  __m512i v;
  __m256i y[2];
  __m128i x[4];
  uint64_t q[8];
  uint32_t d[16];
  uint16_t w[32];
  uint8_t b[64];
} emu512;

typedef union {
  __m256i v;
  uint8_t b[32];
} emu256;

#define EMU static inline __attribute__((always_inline))

/* r = op(lane of a, ...) for each 128-bit lane: a macro, so that immediates stay constant */
#define EMU_LANES(op, a, ...) __extension__({ \
    emu512 emu_r, emu_a = { .v = (a) }; \
    for (int emu_i = 0; emu_i < 4; emu_i++) emu_r.x[emu_i] = op(emu_a.x[emu_i], ##__VA_ARGS__); \
    emu_r.v; })
#define EMU_LANES2(op, a, b, ...) __extension__({ \
    emu512 emu_r, emu_a = { .v = (a) }, emu_b = { .v = (b) }; \
    for (int emu_i = 0; emu_i < 4; emu_i++) \
      emu_r.x[emu_i] = op(emu_a.x[emu_i], emu_b.x[emu_i], ##__VA_ARGS__); \
    emu_r.v; })

/* -(bit i of k): all ones or zero, without a branch */
#define EMU_BIT(k, i, type) ((type) -(type) (((k) >> (i)) & 1))

/* ---- whole registers ---- */

EMU __m512i emu_setzero_si512(void) { emu512 r; memset(&r, 0, sizeof r); return r.v; }
EMU __m512i emu_loadu_si512(const void *p) { emu512 r; memcpy(&r, p, 64); return r.v; }
EMU void emu_storeu_si512(void *p, __m512i a) { memcpy(p, &a, 64); }
EMU __m512i emu_xor_si512(__m512i a, __m512i b) { return EMU_LANES2(_mm_xor_si128, a, b); }
EMU __m512i emu_and_si512(__m512i a, __m512i b) { return EMU_LANES2(_mm_and_si128, a, b); }
EMU __m512i emu_or_si512(__m512i a, __m512i b) { return EMU_LANES2(_mm_or_si128, a, b); }
EMU __m512i emu_add_epi8(__m512i a, __m512i b) { return EMU_LANES2(_mm_add_epi8, a, b); }
EMU __m512i emu_add_epi32(__m512i a, __m512i b) { return EMU_LANES2(_mm_add_epi32, a, b); }
EMU __m512i emu_add_epi64(__m512i a, __m512i b) { return EMU_LANES2(_mm_add_epi64, a, b); }
EMU __m512i emu_sub_epi32(__m512i a, __m512i b) { return EMU_LANES2(_mm_sub_epi32, a, b); }
EMU __m512i emu_mullo_epi32(__m512i a, __m512i b) { return EMU_LANES2(_mm_mullo_epi32, a, b); }
EMU __m512i emu_unpacklo_epi32(__m512i a, __m512i b)
{
  return EMU_LANES2(_mm_unpacklo_epi32, a, b);
}
EMU __m512i emu_unpackhi_epi32(__m512i a, __m512i b)
{
  return EMU_LANES2(_mm_unpackhi_epi32, a, b);
}
EMU __m512i emu_unpacklo_epi64(__m512i a, __m512i b)
{
  return EMU_LANES2(_mm_unpacklo_epi64, a, b);
}
EMU __m512i emu_unpackhi_epi64(__m512i a, __m512i b)
{
  return EMU_LANES2(_mm_unpackhi_epi64, a, b);
}

EMU __m512i emu_ternarylogic_epi64(__m512i a, __m512i b, __m512i c, int imm)
{
  emu512 x = { .v = a }, y = { .v = b }, z = { .v = c }, r;
  for (int i = 0; i < 8; i++) {
    uint64_t t = 0;
    for (int k = 0; k < 8; k++)   /* bit (a b c) of imm: imm is public, a constant */
      if (imm >> k & 1)
        t |= (k & 4 ? x.q[i] : ~x.q[i]) & (k & 2 ? y.q[i] : ~y.q[i]) & (k & 1 ? z.q[i] : ~z.q[i]);
    r.q[i] = t;
  }
  return r.v;
}

/* bitwise: the same for every lane width */
#define emu_ternarylogic_epi32 emu_ternarylogic_epi64
#define emu256_ternarylogic_epi32 emu256_ternarylogic_epi64
#define emu128_ternarylogic_epi32 emu128_ternarylogic_epi64
EMU __m256i emu256_ternarylogic_epi64(__m256i a, __m256i b, __m256i c, int imm)
{
  emu512 x = { .v = emu_setzero_si512() }, y = x, z = x, r;
  x.y[0] = a, y.y[0] = b, z.y[0] = c;
  r.v = emu_ternarylogic_epi64(x.v, y.v, z.v, imm);
  return r.y[0];
}
EMU __m128i emu128_ternarylogic_epi64(__m128i a, __m128i b, __m128i c, int imm)
{
  emu512 x = { .v = emu_setzero_si512() }, y = x, z = x, r;
  x.x[0] = a, y.x[0] = b, z.x[0] = c;
  r.v = emu_ternarylogic_epi64(x.v, y.v, z.v, imm);
  return r.x[0];
}

/* ---- building and taking apart ---- */

EMU __m512i emu_set1_epi64(long long x)
{
  emu512 r;
  for (int i = 0; i < 8; i++) r.q[i] = x;
  return r.v;
}
EMU __m512i emu_set1_epi32(int x)
{
  emu512 r;
  for (int i = 0; i < 16; i++) r.d[i] = x;
  return r.v;
}
EMU __m512i emu_set1_epi16(short x)
{
  emu512 r;
  for (int i = 0; i < 32; i++) r.w[i] = x;
  return r.v;
}
EMU __m512i emu_set1_epi8(char x)
{
  emu512 r;
  for (int i = 0; i < 64; i++) r.b[i] = x;
  return r.v;
}
EMU __m512i emu_set_epi64_(const long long *e)   /* e[0] the highest element, as in the call */
{
  emu512 r;
  for (int i = 0; i < 8; i++) r.q[i] = e[7 - i];
  return r.v;
}
#define emu_set_epi64(...) emu_set_epi64_((const long long[8]){ __VA_ARGS__ })
EMU __m512i emu_set_epi32_(const int *e)   /* e[0] the highest element, as in the call */
{
  emu512 r;
  for (int i = 0; i < 16; i++) r.d[i] = e[15 - i];
  return r.v;
}
#define emu_set_epi32(...) emu_set_epi32_((const int[16]){ __VA_ARGS__ })
EMU __m512i emu_broadcast_i32x4(__m128i a)
{
  emu512 r;
  for (int i = 0; i < 4; i++) r.x[i] = a;
  return r.v;
}
EMU __m512i emu_castsi128_si512(__m128i a)
{
  emu512 r = { .v = emu_setzero_si512() };
  r.x[0] = a;
  return r.v;
}
EMU __m128i emu_castsi512_si128(__m512i a) { emu512 r = { .v = a }; return r.x[0]; }
EMU __m256i emu_castsi512_si256(__m512i a) { emu512 r = { .v = a }; return r.y[0]; }
EMU __m256i emu_extracti64x4_epi64(__m512i a, int imm)
{
  emu512 r = { .v = a };
  return r.y[imm & 1];
}
EMU __m512i emu_cvtepu8_epi16(__m256i a)
{
  emu256 s = { .v = a };
  emu512 r;
  for (int i = 0; i < 32; i++) r.w[i] = s.b[i];
  return r.v;
}
EMU __m256i emu_cvtepi16_epi8(__m512i a)
{
  emu512 s = { .v = a };
  emu256 r;
  for (int i = 0; i < 32; i++) r.b[i] = (uint8_t) s.w[i];
  return r.v;
}

/* ---- shifts and rotations ---- */

EMU __m512i emu_slli_epi16(__m512i a, int n)
{
  return EMU_LANES(_mm_sll_epi16, a, _mm_cvtsi32_si128(n));
}
EMU __m512i emu_srli_epi16(__m512i a, int n)
{
  return EMU_LANES(_mm_srl_epi16, a, _mm_cvtsi32_si128(n));
}
EMU __m512i emu_slli_epi32(__m512i a, int n)
{
  return EMU_LANES(_mm_sll_epi32, a, _mm_cvtsi32_si128(n));
}
EMU __m512i emu_srli_epi32(__m512i a, int n)
{
  return EMU_LANES(_mm_srl_epi32, a, _mm_cvtsi32_si128(n));
}
EMU __m512i emu_slli_epi64(__m512i a, int n)
{
  return EMU_LANES(_mm_sll_epi64, a, _mm_cvtsi32_si128(n));
}
EMU __m512i emu_srli_epi64(__m512i a, int n)
{
  return EMU_LANES(_mm_srl_epi64, a, _mm_cvtsi32_si128(n));
}
EMU __m512i emu_srai_epi64(__m512i a, int n)
{
  emu512 r = { .v = a };
  n = n > 63 ? 63 : n;
  for (int i = 0; i < 8; i++) r.q[i] = (uint64_t) ((int64_t) r.q[i] >> n);
  return r.v;
}
EMU uint32_t emu_rol32(uint32_t x, unsigned n) { n &= 31; return x << n | x >> ((32 - n) & 31); }
EMU uint64_t emu_rol64(uint64_t x, unsigned n) { n &= 63; return x << n | x >> ((64 - n) & 63); }
EMU __m512i emu_rolv_epi32(__m512i a, __m512i b)
{
  emu512 x = { .v = a }, y = { .v = b };
  for (int i = 0; i < 16; i++) x.d[i] = emu_rol32(x.d[i], y.d[i]);
  return x.v;
}
EMU __m512i emu_rol_epi32(__m512i a, int n)
{
  emu512 x = { .v = a };
  for (int i = 0; i < 16; i++) x.d[i] = emu_rol32(x.d[i], n);
  return x.v;
}
EMU __m512i emu_rol_epi64(__m512i a, int n)
{
  emu512 x = { .v = a };
  for (int i = 0; i < 8; i++) x.q[i] = emu_rol64(x.q[i], n);
  return x.v;
}
#define emu_ror_epi32(a, n) emu_rol_epi32(a, 32 - ((n) & 31))
#define emu_ror_epi64(a, n) emu_rol_epi64(a, 64 - ((n) & 63))
EMU __m128i emu128_rol_epi32(__m128i a, int n)
{
  emu512 x = { .v = emu_setzero_si512() };
  x.x[0] = a;
  x.v = emu_rol_epi32(x.v, n);
  return x.x[0];
}
EMU __m256i emu256_ror_epi64(__m256i a, int n)
{
  emu512 x = { .v = emu_setzero_si512() };
  x.y[0] = a;
  x.v = emu_rol_epi64(x.v, 64 - (n & 63));
  return x.y[0];
}
EMU __m128i emu128_rol_epi64(__m128i a, int n)
{
  emu512 x = { .v = emu_setzero_si512() };
  x.x[0] = a;
  x.v = emu_rol_epi64(x.v, n);
  return x.x[0];
}
#define emu_bslli_epi128(a, n) EMU_LANES(_mm_slli_si128, a, n)
#define emu_bsrli_epi128(a, n) EMU_LANES(_mm_srli_si128, a, n)
EMU uint16_t emu_shld16(uint16_t a, uint16_t b, unsigned n)   /* n: 0..15 */
{
  return (uint16_t) ((uint32_t) a << n | (uint32_t) b >> (16 - n));
}
EMU __m512i emu_shldi_epi16(__m512i a, __m512i b, int n)
{
  emu512 x = { .v = a }, y = { .v = b }, r;
  for (int i = 0; i < 32; i++) r.w[i] = emu_shld16(x.w[i], y.w[i], n & 15);
  return r.v;
}
EMU __m512i emu_shldv_epi16(__m512i a, __m512i b, __m512i c)
{
  emu512 x = { .v = a }, y = { .v = b }, z = { .v = c }, r;
  for (int i = 0; i < 32; i++) r.w[i] = emu_shld16(x.w[i], y.w[i], z.w[i] & 15);
  return r.v;
}

/* ---- shuffles and register lookups ---- */

#define emu_shuffle_epi32(a, imm) EMU_LANES(_mm_shuffle_epi32, a, imm)
EMU __m512i emu_shuffle_i64x2(__m512i a, __m512i b, int imm)   /* imm: public, a constant */
{
  emu512 x = { .v = a }, y = { .v = b }, r;
  r.x[0] = x.x[imm & 3], r.x[1] = x.x[imm >> 2 & 3];
  r.x[2] = y.x[imm >> 4 & 3], r.x[3] = y.x[imm >> 6 & 3];
  return r.v;
}
/* element j of a (idx bit log2(n) clear) or b (set): every source element, kept where the
   index matches */
EMU __m512i emu_permutex2var_epi64(__m512i a, __m512i idx, __m512i b)
{
  emu512 x = { .v = a }, i = { .v = idx }, y = { .v = b }, r;
  for (int k = 0; k < 8; k++) {
    uint64_t v = 0, j = i.q[k] & 15;
    for (uint64_t s = 0; s < 16; s++)
      v |= (s < 8 ? x.q[s] : y.q[s - 8]) & -(uint64_t) ((j ^ s) == 0);
    r.q[k] = v;
  }
  return r.v;
}
EMU __m512i emu_permutex2var_epi32(__m512i a, __m512i idx, __m512i b)
{
  emu512 x = { .v = a }, i = { .v = idx }, y = { .v = b }, r;
  for (int k = 0; k < 16; k++) {
    uint32_t v = 0, j = i.d[k] & 31;
    for (uint32_t s = 0; s < 32; s++)
      v |= (s < 16 ? x.d[s] : y.d[s - 16]) & -(uint32_t) ((j ^ s) == 0);
    r.d[k] = v;
  }
  return r.v;
}
EMU __m512i emu_shuffle_epi8(__m512i a, __m512i b) { return EMU_LANES2(_mm_shuffle_epi8, a, b); }

/* The bytes of n 16-byte sources at byte indexes idx (bits 0-3 a byte of a source, bits 4-6
   the source): each source looked up with pshufb, kept where the source number matches. */
EMU __m128i emu_lookup(const __m128i *src, int n, __m128i idx)
{
  __m128i low = _mm_and_si128(idx, _mm_set1_epi8(15));
  __m128i which = _mm_and_si128(_mm_srli_epi16(idx, 4), _mm_set1_epi8(7));
  __m128i r = _mm_setzero_si128();
  for (int s = 0; s < n; s++)
    r = _mm_or_si128(r, _mm_and_si128(_mm_shuffle_epi8(src[s], low),
                                      _mm_cmpeq_epi8(which, _mm_set1_epi8((char) s))));
  return r;
}
EMU __m512i emu_permutexvar_epi8(__m512i idx, __m512i a)
{
  emu512 i = { .v = idx }, s = { .v = a }, r;
  for (int l = 0; l < 4; l++) r.x[l] = emu_lookup(s.x, 4, _mm_and_si128(i.x[l], _mm_set1_epi8(63)));
  return r.v;
}
EMU __m512i emu_permutex2var_epi8(__m512i a, __m512i idx, __m512i b)
{
  emu512 i = { .v = idx }, x = { .v = a }, y = { .v = b }, r;
  __m128i s[8];
  for (int l = 0; l < 4; l++) s[l] = x.x[l], s[4 + l] = y.x[l];
  for (int l = 0; l < 4; l++) r.x[l] = emu_lookup(s, 8, _mm_and_si128(i.x[l], _mm_set1_epi8(127)));
  return r.v;
}
/* words: word index j becomes the byte indexes 2j, 2j+1 */
EMU __m512i emu_permutexvar_epi16(__m512i idx, __m512i a)
{
  emu512 i = { .v = idx }, bytes;
  for (int k = 0; k < 32; k++) {
    unsigned j = i.w[k] & 31;
    bytes.w[k] = (uint16_t) (2 * j | (2 * j + 1) << 8);
  }
  return emu_permutexvar_epi8(bytes.v, a);
}

/* ---- masks ---- */

EMU __mmask64 emu_movepi8_mask(__m512i a)
{
  emu512 s = { .v = a };
  __mmask64 k = 0;
  for (int i = 0; i < 64; i++) k |= (__mmask64) (s.b[i] >> 7) << i;
  return k;
}
EMU __m512i emu_mask_blend_epi8(__mmask64 k, __m512i a, __m512i b)
{
  emu512 x = { .v = a }, y = { .v = b }, r;
  for (int i = 0; i < 64; i++) r.b[i] = x.b[i] ^ ((x.b[i] ^ y.b[i]) & EMU_BIT(k, i, uint8_t));
  return r.v;
}
EMU __m512i emu_mask_blend_epi64(__mmask8 k, __m512i a, __m512i b)
{
  emu512 x = { .v = a }, y = { .v = b }, r;
  for (int i = 0; i < 8; i++) r.q[i] = x.q[i] ^ ((x.q[i] ^ y.q[i]) & EMU_BIT(k, i, uint64_t));
  return r.v;
}
EMU __m512i emu_maskz_set1_epi8(__mmask64 k, char x)
{
  emu512 r;
  for (int i = 0; i < 64; i++) r.b[i] = (uint8_t) x & EMU_BIT(k, i, uint8_t);
  return r.v;
}
EMU __m512i emu_maskz_set1_epi16(__mmask32 k, short x)
{
  emu512 r;
  for (int i = 0; i < 32; i++) r.w[i] = (uint16_t) x & EMU_BIT(k, i, uint16_t);
  return r.v;
}
/* masked loads and stores touch only the elements their mask names */
EMU __m512i emu_maskz_loadu_epi8(__mmask64 k, const void *p)
{
  emu512 r = { .v = emu_setzero_si512() };
  for (int i = 0; i < 64; i++)
    if (k >> i & 1) r.b[i] = ((const uint8_t *) p)[i];
  return r.v;
}
EMU __m512i emu_maskz_loadu_epi16(__mmask32 k, const void *p)
{
  emu512 r = { .v = emu_setzero_si512() };
  for (int i = 0; i < 32; i++)
    if (k >> i & 1) memcpy(&r.w[i], (const uint8_t *) p + 2 * i, 2);
  return r.v;
}
EMU __m512i emu_maskz_loadu_epi64(__mmask8 k, const void *p)
{
  emu512 r = { .v = emu_setzero_si512() };
  for (int i = 0; i < 8; i++)
    if (k >> i & 1) memcpy(&r.q[i], (const uint8_t *) p + 8 * i, 8);
  return r.v;
}
/* a gather loads from memory, as the instruction does: a secret index is reported */
EMU __m512i emu_i32gather_epi32(__m512i idx, const void *base, int scale)
{
  emu512 i = { .v = idx }, r;
  for (int k = 0; k < 16; k++)
    memcpy(&r.d[k], (const uint8_t *) base + (int64_t) (int32_t) i.d[k] * scale, 4);
  return r.v;
}
EMU void emu_mask_storeu_epi8(void *p, __mmask64 k, __m512i a)
{
  emu512 s = { .v = a };
  for (int i = 0; i < 64; i++)
    if (k >> i & 1) ((uint8_t *) p)[i] = s.b[i];
}
EMU void emu_mask_storeu_epi16(void *p, __mmask32 k, __m512i a)
{
  emu512 s = { .v = a };
  for (int i = 0; i < 32; i++)
    if (k >> i & 1) memcpy((uint8_t *) p + 2 * i, &s.w[i], 2);
}
EMU void emu_mask_storeu_epi32(void *p, __mmask16 k, __m512i a)
{
  emu512 s = { .v = a };
  for (int i = 0; i < 16; i++)
    if (k >> i & 1) memcpy((uint8_t *) p + 4 * i, &s.d[i], 4);
}
EMU void emu_mask_storeu_epi64(void *p, __mmask8 k, __m512i a)
{
  emu512 s = { .v = a };
  for (int i = 0; i < 8; i++)
    if (k >> i & 1) memcpy((uint8_t *) p + 8 * i, &s.q[i], 8);
}

/* ---- VAES and VPCLMULQDQ: AES-NI and PCLMULQDQ on each lane ---- */

EMU __m512i emu_aesenc_epi128(__m512i a, __m512i k) { return EMU_LANES2(_mm_aesenc_si128, a, k); }
EMU __m512i emu_aesenclast_epi128(__m512i a, __m512i k)
{
  return EMU_LANES2(_mm_aesenclast_si128, a, k);
}
#define emu_clmulepi64_epi128(a, b, imm) EMU_LANES2(_mm_clmulepi64_si128, a, b, imm)

/* ---- GFNI: the affine map, bit i of each byte the parity of (byte 7-i of A's qword) & x ---- */
EMU __m512i emu_gf2p8affine_epi64_epi8(__m512i x, __m512i A, int b)
{
  emu512 s = { .v = x }, m = { .v = A }, r;
  for (int k = 0; k < 64; k++) {
    uint8_t out = 0;
    for (int i = 0; i < 8; i++) {
      uint8_t t = (uint8_t) (m.q[k / 8] >> (8 * (7 - i))) & s.b[k];
      t ^= t >> 4, t ^= t >> 2, t ^= t >> 1;
      out |= (uint8_t) ((t & 1) << i);
    }
    r.b[k] = out ^ (uint8_t) b;
  }
  return r.v;
}

/* the names the implementations call (clang defines some of them as macros) */
#undef _mm512_setzero_si512
#define _mm512_setzero_si512 emu_setzero_si512
#undef _mm512_load_si512
#define _mm512_load_si512 emu_loadu_si512
#undef _mm512_loadu_si512
#define _mm512_loadu_si512 emu_loadu_si512
#undef _mm512_storeu_si512
#define _mm512_storeu_si512 emu_storeu_si512
#undef _mm512_xor_si512
#define _mm512_xor_si512 emu_xor_si512
#undef _mm512_and_si512
#define _mm512_and_si512 emu_and_si512
#undef _mm512_or_si512
#define _mm512_or_si512 emu_or_si512
#undef _mm512_add_epi32
#define _mm512_add_epi32 emu_add_epi32
#undef _mm512_ternarylogic_epi64
#define _mm512_ternarylogic_epi64 emu_ternarylogic_epi64
#undef _mm512_set1_epi64
#define _mm512_set1_epi64 emu_set1_epi64
#undef _mm512_set1_epi16
#define _mm512_set1_epi16 emu_set1_epi16
#undef _mm512_set_epi32
#define _mm512_set_epi32 emu_set_epi32
#undef _mm512_broadcast_i32x4
#define _mm512_broadcast_i32x4 emu_broadcast_i32x4
#undef _mm512_castsi128_si512
#define _mm512_castsi128_si512 emu_castsi128_si512
#undef _mm512_castsi512_si128
#define _mm512_castsi512_si128 emu_castsi512_si128
#undef _mm512_castsi512_si256
#define _mm512_castsi512_si256 emu_castsi512_si256
#undef _mm512_extracti64x4_epi64
#define _mm512_extracti64x4_epi64 emu_extracti64x4_epi64
#undef _mm512_cvtepu8_epi16
#define _mm512_cvtepu8_epi16 emu_cvtepu8_epi16
#undef _mm512_cvtepi16_epi8
#define _mm512_cvtepi16_epi8 emu_cvtepi16_epi8
#undef _mm512_slli_epi16
#define _mm512_slli_epi16 emu_slli_epi16
#undef _mm512_srli_epi16
#define _mm512_srli_epi16 emu_srli_epi16
#undef _mm512_slli_epi64
#define _mm512_slli_epi64 emu_slli_epi64
#undef _mm512_srli_epi64
#define _mm512_srli_epi64 emu_srli_epi64
#undef _mm512_srai_epi64
#define _mm512_srai_epi64 emu_srai_epi64
#undef _mm512_bslli_epi128
#define _mm512_bslli_epi128 emu_bslli_epi128
#undef _mm512_bsrli_epi128
#define _mm512_bsrli_epi128 emu_bsrli_epi128
#undef _mm512_shldi_epi16
#define _mm512_shldi_epi16 emu_shldi_epi16
#undef _mm512_shldv_epi16
#define _mm512_shldv_epi16 emu_shldv_epi16
#undef _mm512_shuffle_epi32
#define _mm512_shuffle_epi32 emu_shuffle_epi32
#undef _mm512_shuffle_epi8
#define _mm512_shuffle_epi8 emu_shuffle_epi8
#undef _mm512_permutexvar_epi8
#define _mm512_permutexvar_epi8 emu_permutexvar_epi8
#undef _mm512_permutex2var_epi8
#define _mm512_permutex2var_epi8 emu_permutex2var_epi8
#undef _mm512_permutexvar_epi16
#define _mm512_permutexvar_epi16 emu_permutexvar_epi16
#undef _mm512_movepi8_mask
#define _mm512_movepi8_mask emu_movepi8_mask
#undef _mm512_mask_blend_epi8
#define _mm512_mask_blend_epi8 emu_mask_blend_epi8
#undef _mm512_mask_blend_epi64
#define _mm512_mask_blend_epi64 emu_mask_blend_epi64
#undef _mm512_maskz_set1_epi8
#define _mm512_maskz_set1_epi8 emu_maskz_set1_epi8
#undef _mm512_maskz_set1_epi16
#define _mm512_maskz_set1_epi16 emu_maskz_set1_epi16
#undef _mm512_maskz_loadu_epi8
#define _mm512_maskz_loadu_epi8 emu_maskz_loadu_epi8
#undef _mm512_maskz_loadu_epi16
#define _mm512_maskz_loadu_epi16 emu_maskz_loadu_epi16
#undef _mm512_mask_storeu_epi8
#define _mm512_mask_storeu_epi8 emu_mask_storeu_epi8
#undef _mm512_mask_storeu_epi16
#define _mm512_mask_storeu_epi16 emu_mask_storeu_epi16
#undef _mm512_aesenc_epi128
#define _mm512_aesenc_epi128 emu_aesenc_epi128
#undef _mm512_aesenclast_epi128
#define _mm512_aesenclast_epi128 emu_aesenclast_epi128
#undef _mm512_clmulepi64_epi128
#define _mm512_clmulepi64_epi128 emu_clmulepi64_epi128
#undef _mm512_add_epi8
#define _mm512_add_epi8 emu_add_epi8
#undef _mm512_add_epi64
#define _mm512_add_epi64 emu_add_epi64
#undef _mm512_sub_epi32
#define _mm512_sub_epi32 emu_sub_epi32
#undef _mm512_mullo_epi32
#define _mm512_mullo_epi32 emu_mullo_epi32
#undef _mm512_unpacklo_epi32
#define _mm512_unpacklo_epi32 emu_unpacklo_epi32
#undef _mm512_unpackhi_epi32
#define _mm512_unpackhi_epi32 emu_unpackhi_epi32
#undef _mm512_unpacklo_epi64
#define _mm512_unpacklo_epi64 emu_unpacklo_epi64
#undef _mm512_unpackhi_epi64
#define _mm512_unpackhi_epi64 emu_unpackhi_epi64
#undef _mm512_ternarylogic_epi32
#define _mm512_ternarylogic_epi32 emu_ternarylogic_epi32
#undef _mm256_ternarylogic_epi64
#define _mm256_ternarylogic_epi64 emu256_ternarylogic_epi64
#undef _mm_ternarylogic_epi64
#define _mm_ternarylogic_epi64 emu128_ternarylogic_epi64
#undef _mm512_set1_epi32
#define _mm512_set1_epi32 emu_set1_epi32
#undef _mm512_set1_epi8
#define _mm512_set1_epi8 emu_set1_epi8
#undef _mm512_set_epi64
#define _mm512_set_epi64 emu_set_epi64
#undef _mm512_slli_epi32
#define _mm512_slli_epi32 emu_slli_epi32
#undef _mm512_srli_epi32
#define _mm512_srli_epi32 emu_srli_epi32
#undef _mm512_rol_epi32
#define _mm512_rol_epi32 emu_rol_epi32
#undef _mm512_ror_epi32
#define _mm512_ror_epi32 emu_ror_epi32
#undef _mm512_rol_epi64
#define _mm512_rol_epi64 emu_rol_epi64
#undef _mm512_rolv_epi32
#define _mm512_rolv_epi32 emu_rolv_epi32
#undef _mm256_ror_epi64
#define _mm256_ror_epi64 emu256_ror_epi64
#undef _mm_rol_epi64
#define _mm_rol_epi64 emu128_rol_epi64
#undef _mm512_shuffle_i64x2
#define _mm512_shuffle_i64x2 emu_shuffle_i64x2
#undef _mm512_permutex2var_epi64
#define _mm512_permutex2var_epi64 emu_permutex2var_epi64
#undef _mm512_maskz_loadu_epi64
#define _mm512_maskz_loadu_epi64 emu_maskz_loadu_epi64
#undef _mm512_i32gather_epi32
#define _mm512_i32gather_epi32 emu_i32gather_epi32
#undef _mm512_gf2p8affine_epi64_epi8
#define _mm512_gf2p8affine_epi64_epi8 emu_gf2p8affine_epi64_epi8
#undef _mm_ternarylogic_epi32
#define _mm_ternarylogic_epi32 emu128_ternarylogic_epi32
#undef _mm256_ternarylogic_epi32
#define _mm256_ternarylogic_epi32 emu256_ternarylogic_epi32
#undef _mm512_ror_epi64
#define _mm512_ror_epi64 emu_ror_epi64
#undef _mm_rol_epi32
#define _mm_rol_epi32 emu128_rol_epi32
#undef _mm512_permutex2var_epi32
#define _mm512_permutex2var_epi32 emu_permutex2var_epi32
#undef _mm512_mask_storeu_epi32
#define _mm512_mask_storeu_epi32 emu_mask_storeu_epi32
#undef _mm512_mask_storeu_epi64
#define _mm512_mask_storeu_epi64 emu_mask_storeu_epi64

#endif
