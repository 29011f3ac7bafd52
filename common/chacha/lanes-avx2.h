/*
 * chacha/lanes-avx2.h: counter-mode keystream of a 16-word ARX block function, 4 blocks at a
 * time in xmm registers or 8 in ymm registers (AVX2). Vector i holds state word i of
 * consecutive blocks, one block per 32-bit lane, so a round is the scalar round done on
 * whole vectors, and the blocks are transposed back to bytes only at the end.
 *
 * Shared by ChaCha (chacha/avx2.h) and Salsa20 (salsa20/avx2.h): both have 16 32-bit words,
 * a 64-bit block counter in two adjacent words and a feed-forward addition. The including
 * file says what differs:
 *   LANES_CTR                          index of the counter's low word (the high word follows)
 *   LANES_DOUBLEROUND(ADD, XORROTL, ROTLXOR)  one double round on the vectors x0..x15,
 *       written with the operations it is given: ADD(a, b) = a + b, XORROTL(x, y, c) =
 *       (x ^ y) <<< c (ChaCha's step), ROTLXOR(x, y, c) = x ^ (y <<< c) (Salsa20's step)
 * Every branch and index depends on lengths and pointers only: constant time.
 * Public domain (CC0).
 */
#ifndef CHACHA_LANES_AVX2_H
#define CHACHA_LANES_AVX2_H

#if !defined(__AVX2__)
#error "needs AVX2"
#endif

#include <immintrin.h>
#include <stdint.h>

#define LANES_WORDS(F) F(0) F(1) F(2) F(3) F(4) F(5) F(6) F(7) \
                       F(8) F(9) F(10) F(11) F(12) F(13) F(14) F(15)

#define LANES_ADD128(a, b) _mm_add_epi32(a, b)
#define LANES_ADD256(a, b) _mm256_add_epi32(a, b)

#if defined(__AVX512VL__)
/* vprold: one instruction per rotation, where AVX2 needs a byte shuffle or two shifts and an
   or; with AVX-512VL there are also 32 vector registers, so the 16 words stay in registers.
   (Two shifts and a vpternlogd would shorten the latency of a step by one cycle, but they
   keep the shift units busier than the rounds are long: measured no faster, even for the
   4-lane rounds of short messages.) */
#define LANES_XORROTL256(x, y, c) _mm256_rol_epi32(_mm256_xor_si256(x, y), c)
#define LANES_ROTLXOR256(x, y, c) _mm256_xor_si256(x, _mm256_rol_epi32(y, c))
#define LANES_XORROTL128(x, y, c) _mm_rol_epi32(_mm_xor_si128(x, y), c)
#define LANES_ROTLXOR128(x, y, c) _mm_xor_si128(x, _mm_rol_epi32(y, c))
#else
/* Rotations by whole bytes are one byte shuffle; the others two shifts and an or.
   c is a constant, so the compiler keeps one branch. */
#define LANES_ROT8 14, 13, 12, 15, 10, 9, 8, 11, 6, 5, 4, 7, 2, 1, 0, 3
#define LANES_ROT16 13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2
#define LANES_ROTL128(x, c) \
  ((c) == 16 ? _mm_shuffle_epi8(x, _mm_set_epi8(LANES_ROT16)) : \
   (c) == 8 ? _mm_shuffle_epi8(x, _mm_set_epi8(LANES_ROT8)) : \
   _mm_or_si128(_mm_slli_epi32(x, c), _mm_srli_epi32(x, 32 - (c))))
#define LANES_ROTL256(x, c) \
  ((c) == 16 ? _mm256_shuffle_epi8(x, _mm256_set_epi8(LANES_ROT16, LANES_ROT16)) : \
   (c) == 8 ? _mm256_shuffle_epi8(x, _mm256_set_epi8(LANES_ROT8, LANES_ROT8)) : \
   _mm256_or_si256(_mm256_slli_epi32(x, c), _mm256_srli_epi32(x, 32 - (c))))
#define LANES_XORROTL128(x, y, c) LANES_ROTL128(_mm_xor_si128(x, y), c)
#define LANES_ROTLXOR128(x, y, c) _mm_xor_si128(x, LANES_ROTL128(y, c))
#define LANES_XORROTL256(x, y, c) LANES_ROTL256(_mm256_xor_si256(x, y), c)
#define LANES_ROTLXOR256(x, y, c) _mm256_xor_si256(x, LANES_ROTL256(y, c))
#endif

/* The 64-bit counter in s[LANES_CTR..LANES_CTR+1], read and advanced by n blocks. */
static inline void lanes_advance(uint32_t s[16], uint64_t n)
{
  uint64_t ctr = ((uint64_t) s[LANES_CTR + 1] << 32 | s[LANES_CTR]) + n;
  s[LANES_CTR] = (uint32_t) ctr;
  s[LANES_CTR + 1] = (uint32_t) (ctr >> 32);
}

/* The counters of the lanes: low words base + 0, 1, 2, ..., high words with the carry.
   SSE/AVX2 compare only signed, so flip the top bits first: the low word wrapped in the
   lanes where base > lo unsigned, and there the compare gives -1. */
static inline void lanes_counters128(__m128i *lo, __m128i *hi, const uint32_t s[16])
{
  const __m128i base = _mm_set1_epi32((int) s[LANES_CTR]), bias = _mm_set1_epi32(INT32_MIN);
  *lo = _mm_add_epi32(base, _mm_setr_epi32(0, 1, 2, 3));
  *hi = _mm_sub_epi32(_mm_set1_epi32((int) s[LANES_CTR + 1]),
                      _mm_cmpgt_epi32(_mm_xor_si128(base, bias), _mm_xor_si128(*lo, bias)));
}

static inline void lanes_counters256(__m256i *lo, __m256i *hi, const uint32_t s[16])
{
  const __m256i base = _mm256_set1_epi32((int) s[LANES_CTR]), bias = _mm256_set1_epi32(INT32_MIN);
  *lo = _mm256_add_epi32(base, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
  *hi = _mm256_sub_epi32(_mm256_set1_epi32((int) s[LANES_CTR + 1]),
                         _mm256_cmpgt_epi32(_mm256_xor_si256(base, bias),
                                            _mm256_xor_si256(*lo, bias)));
}

/* Word i of the input of every lane: the counter words differ per lane, the rest is s[i]. */
static inline __m128i lanes_word128(int i, const uint32_t s[16], __m128i lo, __m128i hi)
{
  if (i == LANES_CTR) return lo;
  if (i == LANES_CTR + 1) return hi;
  return _mm_set1_epi32((int) s[i]);
}

static inline __m256i lanes_word256(int i, const uint32_t s[16], __m256i lo, __m256i hi)
{
  if (i == LANES_CTR) return lo;
  if (i == LANES_CTR + 1) return hi;
  return _mm256_set1_epi32((int) s[i]);
}

/* a, b, c, d: words w..w+3 of the lanes -> a: words w..w+3 of lane 0 (and of lane 4 in the
   upper half of a ymm register), b: of lane 1 (5), c: of lane 2 (6), d: of lane 3 (7). */
#define LANES_TRANSPOSE(P, SI, a, b, c, d) \
  do { \
    const SI t0_ = P##_unpacklo_epi32(a, b), t1_ = P##_unpackhi_epi32(a, b); \
    const SI t2_ = P##_unpacklo_epi32(c, d), t3_ = P##_unpackhi_epi32(c, d); \
    a = P##_unpacklo_epi64(t0_, t2_); \
    b = P##_unpackhi_epi64(t0_, t2_); \
    c = P##_unpacklo_epi64(t1_, t3_); \
    d = P##_unpackhi_epi64(t1_, t3_); \
  } while (0)

/* c[0..16) = m[0..16) ^ v, or v when there is no message */
static inline void lanes_out128(unsigned char *c, const unsigned char *m, __m128i v)
{
  if (m) v = _mm_xor_si128(v, _mm_loadu_si128((const __m128i *) m));
  _mm_storeu_si128((__m128i *) c, v);
}

/* The same for bytes at..at+15 of an output of len bytes, of which it writes only those
   below len (c and m point to byte 0). */
static inline void lanes_part128(unsigned char *c, const unsigned char *m, __m128i v,
                                 unsigned long long at, unsigned long long len)
{
  unsigned char t[16];
  unsigned long long i;
  if (at + 16 <= len) {
    lanes_out128(c + at, m ? m + at : 0, v);
    return;
  }
  if (at >= len) return;
  _mm_storeu_si128((__m128i *) t, v);
  for (i = at; i < len; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ t[i - at]);
}

static inline void lanes_out256(unsigned char *c, const unsigned char *m, __m256i v)
{
  if (m) v = _mm256_xor_si256(v, _mm256_loadu_si256((const __m256i *) m));
  _mm256_storeu_si256((__m256i *) c, v);
}

/* c[0..len) = m ^ the first len <= 256 bytes of the 4 blocks from the counter in s (m may
   be 0). The tail of short messages: written straight to c, 16 bytes at a time. */
static void lanes_blocks4(unsigned char *c, const unsigned char *m, unsigned long long len,
                          const uint32_t s[16], int rounds)
{
  __m128i lo, hi;
  int r;
  lanes_counters128(&lo, &hi, s);
#define LANES_INIT(i) __m128i x##i = lanes_word128(i, s, lo, hi);
  LANES_WORDS(LANES_INIT)
#undef LANES_INIT
  for (r = 0; r < rounds; r += 2) {
    LANES_DOUBLEROUND(LANES_ADD128, LANES_XORROTL128, LANES_ROTLXOR128)
  }
#define LANES_FEED(i) x##i = _mm_add_epi32(x##i, lanes_word128(i, s, lo, hi));
  LANES_WORDS(LANES_FEED)
#undef LANES_FEED
#define LANES_GROUP(a, b, c_, d, w) \
  LANES_TRANSPOSE(_mm, __m128i, a, b, c_, d); \
  lanes_part128(c, m, a, 4 * (w), len); \
  lanes_part128(c, m, b, 64 + 4 * (w), len); \
  lanes_part128(c, m, c_, 128 + 4 * (w), len); \
  lanes_part128(c, m, d, 192 + 4 * (w), len);
  LANES_GROUP(x0, x1, x2, x3, 0)
  LANES_GROUP(x4, x5, x6, x7, 4)
  LANES_GROUP(x8, x9, x10, x11, 8)
  LANES_GROUP(x12, x13, x14, x15, 12)
#undef LANES_GROUP
}

/* Bytes 32h..32h+31 of the 8 blocks from words 8h..8h+7, transposed in two groups of 4. */
static inline void lanes_half8(unsigned char *c, const unsigned char *m,
                               __m256i a0, __m256i a1, __m256i a2, __m256i a3,
                               __m256i b0, __m256i b1, __m256i b2, __m256i b3)
{
  LANES_TRANSPOSE(_mm256, __m256i, a0, a1, a2, a3);
  LANES_TRANSPOSE(_mm256, __m256i, b0, b1, b2, b3);
#define LANES_PAIR(j, a, b) \
  lanes_out256(c + 64 * (j), m ? m + 64 * (j) : 0, _mm256_permute2x128_si256(a, b, 0x20)); \
  lanes_out256(c + 64 * (j + 4), m ? m + 64 * (j + 4) : 0, _mm256_permute2x128_si256(a, b, 0x31));
  LANES_PAIR(0, a0, b0)
  LANES_PAIR(1, a1, b1)
  LANES_PAIR(2, a2, b2)
  LANES_PAIR(3, a3, b3)
#undef LANES_PAIR
}

/* c[0..512) = m ^ the 8 blocks from the counter in s (m may be 0). */
static void lanes_blocks8(unsigned char *c, const unsigned char *m, const uint32_t s[16],
                          int rounds)
{
  __m256i lo, hi;
  int r;
  lanes_counters256(&lo, &hi, s);
#define LANES_INIT(i) __m256i x##i = lanes_word256(i, s, lo, hi);
  LANES_WORDS(LANES_INIT)
#undef LANES_INIT
  for (r = 0; r < rounds; r += 2) {
    LANES_DOUBLEROUND(LANES_ADD256, LANES_XORROTL256, LANES_ROTLXOR256)
  }
#define LANES_FEED(i) x##i = _mm256_add_epi32(x##i, lanes_word256(i, s, lo, hi));
  LANES_WORDS(LANES_FEED)
#undef LANES_FEED
  lanes_half8(c, m, x0, x1, x2, x3, x4, x5, x6, x7);
  lanes_half8(c + 32, m ? m + 32 : 0, x8, x9, x10, x11, x12, x13, x14, x15);
}

/* c[0..len) = m ^ ks[0..len) (m may be 0) */
static inline void lanes_xorbytes(unsigned char *c, const unsigned char *m,
                                  const unsigned char *ks, unsigned long long len)
{
  unsigned long long i = 0;
  for (; i + 32 <= len; i += 32)
    lanes_out256(c + i, m ? m + i : 0, _mm256_loadu_si256((const __m256i *) (ks + i)));
  for (; i < len; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ ks[i]);
}

/* The last len < 512 bytes: the fewest lanes that cover them (8 lanes through a buffer). */
static void lanes_tail8(unsigned char *c, const unsigned char *m, unsigned long long len,
                        const uint32_t s[16], int rounds)
{
  unsigned char ks[512];
  if (len <= 256) {
    lanes_blocks4(c, m, len, s, rounds);
    return;
  }
  lanes_blocks8(ks, 0, s, rounds);
  lanes_xorbytes(c, m, ks, len);
}

/* c[0..len) = m ^ the keystream from the state s0 (m may be 0), 8 blocks at a time; short
   messages (up to 256 bytes) straight to the 4 lanes, before any other work. */
static void lanes_xor8(unsigned char *c, const unsigned char *m, unsigned long long len,
                       const uint32_t s0[16], int rounds)
{
  uint32_t s[16];
  int i;
  if (len <= 256) {
    if (len) lanes_blocks4(c, m, len, s0, rounds);
    return;
  }
  for (i = 0; i < 16; ++i) s[i] = s0[i];
  for (; len >= 512; len -= 512) {
    lanes_blocks8(c, m, s, rounds);
    lanes_advance(s, 8);
    c += 512;
    if (m) m += 512;
  }
  if (len) lanes_tail8(c, m, len, s, rounds);
}

#endif
