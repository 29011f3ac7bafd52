/*
 * crypto_stream/cryptmtv3/amd64-sse4: CryptMT v3 (256-bit key, 128-bit IV) with one 128-bit
 * word per xmm register, as the design intends: the booter, the generator's recursion and
 * the filter each handle a whole word per step, the filter's multiplications by PMULLD
 * (SSE4.1). ../shared/cryptmt.h drives these kernels exactly as it drives the portable ones.
 * Constant time: no table, no secret-dependent branch or index.
 * Public domain (CC0).
 */
#if !defined(__SSE4_1__)
#error "needs SSE4.1"
#endif

#include <string.h>
#include <immintrin.h>
#include "../shared/cryptmt-state.h"

#define CMT_LOAD(p) _mm_loadu_si128((const __m128i *) (p))
#define CMT_STORE(p, x) _mm_storeu_si128((__m128i *) (p), x)

/* The booter automaton (shared/scalar.h has it lane by lane): word p1+i absorbs word p2+i;
   word p2+i+2 becomes the mix of it minus acc = acc * (2b + 1) + b. */
static void cmt_booter(cryptmt_state *st, uint32_t accum[4], int p1, int p2, int count)
{
  __m128i acc = CMT_LOAD(accum), a, b, z;
  int i;
  for (i = 0; i < count; ++i) {
    a = _mm_add_epi32(CMT_LOAD(st->w[p1 + i]), CMT_LOAD(st->w[p2 + i]));
    CMT_STORE(st->w[p1 + i], a);
    a = _mm_xor_si128(_mm_shuffle_epi32(a, 0x93), _mm_srli_epi32(a, 13)); /* (a3, a0, a1, a2) */
    z = CMT_LOAD(st->w[p2 + i + 1]);
    b = _mm_xor_si128(_mm_shuffle_epi32(z, 0x4b), _mm_srli_epi32(z, 11)); /* (z3, z2, z0, z1) */
    acc = _mm_add_epi32(_mm_mullo_epi32(acc, _mm_add_epi32(_mm_add_epi32(b, b), _mm_set1_epi32(1))), b);
    CMT_STORE(st->w[p2 + i + 2], _mm_sub_epi32(a, acc));
  }
  CMT_STORE(accum, acc);
}

/* The recursion: (a1, a2, a3, a0) ^ (b1, b3, b0, b2) ^ (b >> 3 per 64-bit half) ^ (c & mask). */
static inline __m128i cmt_rec(__m128i a, __m128i b, __m128i c)
{
  const __m128i mask = _mm_setr_epi32((int) CMT_MSK1, (int) CMT_MSK2, (int) CMT_MSK3, (int) CMT_MSK4);
  __m128i x = _mm_xor_si128(_mm_shuffle_epi32(a, 0x39), _mm_shuffle_epi32(b, 0x8d));
  x = _mm_xor_si128(x, _mm_srli_epi64(b, CMT_SHIFT64));
  return _mm_xor_si128(x, _mm_and_si128(c, mask));
}

static void cmt_recursion(uint32_t a[4], const uint32_t b[4], const uint32_t c[4])
{
  CMT_STORE(a, cmt_rec(CMT_LOAD(a), CMT_LOAD(b), CMT_LOAD(c)));
}

/* The first count words of a generator pass; the newest word stays in a register. */
static void cmt_generate(cryptmt_state *st, int count)
{
  uint32_t (*g)[4] = st->w + st->base;
  __m128i c = CMT_LOAD(g[CMT_N - 1]);
  int i;
  if (count > CMT_N) count = CMT_N;
  for (i = 0; i < count && i < CMT_N - CMT_POS1; ++i) {
    c = cmt_rec(CMT_LOAD(g[i]), CMT_LOAD(g[i + CMT_POS1]), c);
    CMT_STORE(g[i], c);
  }
  for (; i < count; ++i) {
    c = cmt_rec(CMT_LOAD(g[i]), CMT_LOAD(g[i + CMT_POS1 - CMT_N]), c);
    CMT_STORE(g[i], c);
  }
}

/* The filter takes one generator word s: acc ^= (acc1, acc2, acc3, acc0) >> 1, then
   acc = acc * (2s + 1) + s; returns acc ^ (acc >> 16). */
static inline __m128i cmt_absorb(__m128i *acc, __m128i s)
{
  __m128i a = _mm_xor_si128(*acc, _mm_srli_epi32(_mm_shuffle_epi32(*acc, 0x39), 1));
  a = _mm_add_epi32(_mm_mullo_epi32(a, _mm_add_epi32(_mm_add_epi32(s, s), _mm_set1_epi32(1))), s);
  *acc = a;
  return _mm_xor_si128(a, _mm_srli_epi32(a, 16));
}

/* len bytes from the generator words as they stand, 16 per two words: the low 16 bits of
   each lane from the first word, the high 16 from the second. */
static void cmt_output(cryptmt_state *st, unsigned char *c, const unsigned char *m, int len)
{
  const uint32_t (*g)[4] = (const uint32_t (*)[4]) st->w + st->base;
  __m128i acc = CMT_LOAD(st->accum), u, v, z;
  unsigned char tail[16];
  int i, j;
  for (i = 0; 16 * i < len; ++i) {
    u = cmt_absorb(&acc, CMT_LOAD(g[2 * i]));
    v = cmt_absorb(&acc, CMT_LOAD(g[2 * i + 1]));
    z = _mm_blend_epi16(u, _mm_slli_epi32(v, 16), 0xAA);
    if (len - 16 * i >= 16) {
      if (m) z = _mm_xor_si128(z, CMT_LOAD(m + 16 * i));
      CMT_STORE(c + 16 * i, z);
    } else {
      CMT_STORE(tail, z);
      for (j = 0; j < len - 16 * i; ++j) c[16 * i + j] = (unsigned char) (tail[j] ^ (m ? m[16 * i + j] : 0));
    }
  }
  CMT_STORE(st->accum, acc);
}

#include "../shared/cryptmt.h"
#include "estream/stream.c"
