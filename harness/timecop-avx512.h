/*
 * timecop-avx512.h: the AVX-512 intrinsics (F, BW, VBMI, VBMI2, VAES, VPCLMULQDQ) that our
 * implementations use, in constant-time C over SSE and AVX2, for TIMECOP only. valgrind does
 * not decode AVX-512 (its bug 383010), so an implementation that cannot do without it is
 * built for TIMECOP with this header forced in (-include) and AVX-512 switched off: memcheck
 * then checks the implementation's own branches and addresses, as it does for everything
 * else. What the emulation itself does is constant time the way the instruction is:
 * register lookups (vpermb, vpermw, vpermt2b) become pshufb over every source lane, merged
 * by comparisons; blends and zero-masking are arithmetic. Only masked loads and stores test
 * their mask bits, since they must not touch memory the mask leaves out: their masks are
 * lengths, public (a secret one is reported, as a secret address would be).
 * mk/fastest uses it when the build without AVX-512 fails; tests/run checks that the
 * implementations it serves pass try with it natively (their checksums: the emulation is
 * right) and that a leak behind it is still reported.
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
#define __AVX512BW__ 1
#define __AVX512VBMI__ 1
#define __AVX512VBMI2__ 1
#define __VAES__ 1
#define __VPCLMULQDQ__ 1

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
    for (int emu_i = 0; emu_i < 4; emu_i++) emu_r.x[emu_i] = op(emu_a.x[emu_i], emu_b.x[emu_i], ##__VA_ARGS__); \
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
EMU __m512i emu_add_epi32(__m512i a, __m512i b) { return EMU_LANES2(_mm_add_epi32, a, b); }

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

/* ---- building and taking apart ---- */

EMU __m512i emu_set1_epi64(long long x) { emu512 r; for (int i = 0; i < 8; i++) r.q[i] = x; return r.v; }
EMU __m512i emu_set1_epi16(short x) { emu512 r; for (int i = 0; i < 32; i++) r.w[i] = x; return r.v; }
EMU __m512i emu_set_epi32_(const int *e)   /* e[0] the highest element, as in the call */
{
  emu512 r;
  for (int i = 0; i < 16; i++) r.d[i] = e[15 - i];
  return r.v;
}
#define emu_set_epi32(...) emu_set_epi32_((const int[16]){ __VA_ARGS__ })
EMU __m512i emu_broadcast_i32x4(__m128i a) { emu512 r; for (int i = 0; i < 4; i++) r.x[i] = a; return r.v; }
EMU __m512i emu_castsi128_si512(__m128i a)
{
  emu512 r = { .v = emu_setzero_si512() };
  r.x[0] = a;
  return r.v;
}
EMU __m128i emu_castsi512_si128(__m512i a) { emu512 r = { .v = a }; return r.x[0]; }
EMU __m256i emu_castsi512_si256(__m512i a) { emu512 r = { .v = a }; return r.y[0]; }
EMU __m256i emu_extracti64x4_epi64(__m512i a, int imm) { emu512 r = { .v = a }; return r.y[imm & 1]; }
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

EMU __m512i emu_slli_epi16(__m512i a, int n) { return EMU_LANES(_mm_sll_epi16, a, _mm_cvtsi32_si128(n)); }
EMU __m512i emu_srli_epi16(__m512i a, int n) { return EMU_LANES(_mm_srl_epi16, a, _mm_cvtsi32_si128(n)); }
EMU __m512i emu_slli_epi64(__m512i a, int n) { return EMU_LANES(_mm_sll_epi64, a, _mm_cvtsi32_si128(n)); }
EMU __m512i emu_srli_epi64(__m512i a, int n) { return EMU_LANES(_mm_srl_epi64, a, _mm_cvtsi32_si128(n)); }
EMU __m512i emu_srai_epi64(__m512i a, int n)
{
  emu512 r = { .v = a };
  n = n > 63 ? 63 : n;
  for (int i = 0; i < 8; i++) r.q[i] = (uint64_t) ((int64_t) r.q[i] >> n);
  return r.v;
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

/* ---- VAES and VPCLMULQDQ: AES-NI and PCLMULQDQ on each lane ---- */

EMU __m512i emu_aesenc_epi128(__m512i a, __m512i k) { return EMU_LANES2(_mm_aesenc_si128, a, k); }
EMU __m512i emu_aesenclast_epi128(__m512i a, __m512i k) { return EMU_LANES2(_mm_aesenclast_si128, a, k); }
#define emu_clmulepi64_epi128(a, b, imm) EMU_LANES2(_mm_clmulepi64_si128, a, b, imm)

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

#endif
