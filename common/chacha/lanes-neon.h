/*
 * chacha/lanes-neon.h: counter-mode keystream of a 16-word ARX block function, 4 blocks at a
 * time in NEON q registers (ARMv7-A with NEON, e.g. the Cortex-A7; AArch64 too). Vector i
 * holds state word i of 4 consecutive blocks, one block per 32-bit lane, so a round is the
 * scalar round done on whole vectors, and the blocks are transposed back to bytes only at the
 * end (the layout of chacha/lanes-avx2.h, which says more).
 *
 * Shared by ChaCha (chacha/neon.h) and Salsa20 (salsa20/neon.h); the including file defines
 * LANES_CTR and LANES_DOUBLEROUND (chacha/lanes-round.h, salsa20/lanes-round.h).
 * The 16 words fill the 16 q registers, so the compiler keeps a few of them on the stack;
 * rows in registers (one block in 4 vectors, rotated between half rounds) would not spill but
 * cost 6 lane rotations a double round, more than the spills here (qemu instruction counts).
 * Every branch and index depends on lengths and pointers only: constant time.
 * Public domain (CC0).
 */
#ifndef CHACHA_LANES_NEON_H
#define CHACHA_LANES_NEON_H

#if !defined(__ARM_NEON) && !defined(__ARM_NEON__)
#error "needs NEON"
#endif

#include <arm_neon.h>
#include <stdint.h>

#define LANES_WORDS(F) F(0) F(1) F(2) F(3) F(4) F(5) F(6) F(7) \
                       F(8) F(9) F(10) F(11) F(12) F(13) F(14) F(15)

#define LANES_ADD(a, b) vaddq_u32(a, b)
/* x <<< c: a halfword swap for 16, else a shift left and a shift right inserted into it
   (vsri: two instructions). c is a constant, so the compiler keeps one branch. */
#define LANES_ROTL(x, c) \
  ((c) == 16 ? vreinterpretq_u32_u16(vrev32q_u16(vreinterpretq_u16_u32(x))) : \
   vsriq_n_u32(vshlq_n_u32(x, c), x, 32 - (c)))
#define LANES_XORROTL(x, y, c) LANES_ROTL(veorq_u32(x, y), c)
#define LANES_ROTLXOR(x, y, c) veorq_u32(x, LANES_ROTL(y, c))

/* The 64-bit counter in s[LANES_CTR..LANES_CTR+1], advanced by n blocks. */
static inline void lanes_advance(uint32_t s[16], uint64_t n)
{
  uint64_t ctr = ((uint64_t) s[LANES_CTR + 1] << 32 | s[LANES_CTR]) + n;
  s[LANES_CTR] = (uint32_t) ctr;
  s[LANES_CTR + 1] = (uint32_t) (ctr >> 32);
}

/* Word i of the input of the 4 lanes: the counter words differ per lane (low words base + 0,
   1, 2, 3; the high word gains the carry where the low word wrapped, which the unsigned
   compare gives as -1), the rest is s[i]. */
static inline uint32x4_t lanes_word(int i, const uint32_t s[16])
{
  static const uint32_t step[4] = { 0, 1, 2, 3 };
  const uint32x4_t base = vdupq_n_u32(s[LANES_CTR]);
  const uint32x4_t lo = vaddq_u32(base, vld1q_u32(step));
  if (i == LANES_CTR) return lo;
  if (i == LANES_CTR + 1) return vsubq_u32(vdupq_n_u32(s[i]), vcltq_u32(lo, base));
  return vdupq_n_u32(s[i]);
}

/* a, b, c, d: words w..w+3 of the lanes -> a: words w..w+3 of lane 0, b: of lane 1, ... */
#define LANES_TRANSPOSE(a, b, c, d) \
  do { \
    const uint32x4x2_t ab_ = vtrnq_u32(a, b), cd_ = vtrnq_u32(c, d); \
    a = vcombine_u32(vget_low_u32(ab_.val[0]), vget_low_u32(cd_.val[0])); \
    b = vcombine_u32(vget_low_u32(ab_.val[1]), vget_low_u32(cd_.val[1])); \
    c = vcombine_u32(vget_high_u32(ab_.val[0]), vget_high_u32(cd_.val[0])); \
    d = vcombine_u32(vget_high_u32(ab_.val[1]), vget_high_u32(cd_.val[1])); \
  } while (0)

/* Bytes at..at+15 of an output of len bytes = m ^ v (or v when m is 0); only those below
   len are written (c and m point to byte 0). */
static inline void lanes_part(unsigned char *c, const unsigned char *m, uint32x4_t v,
                              unsigned long long at, unsigned long long len)
{
  uint8x16_t b = vreinterpretq_u8_u32(v);
  unsigned char t[16];
  unsigned long long i;
  if (at + 16 <= len) {
    if (m) b = veorq_u8(b, vld1q_u8(m + at));
    vst1q_u8(c + at, b);
    return;
  }
  if (at >= len) return;
  vst1q_u8(t, b);
  for (i = at; i < len; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ t[i - at]);
}

/* c[0..len) = m ^ the first len <= 256 bytes of the 4 blocks from the counter in s (m may
   be 0), written straight to c, 16 bytes at a time. */
static void lanes_blocks4(unsigned char *c, const unsigned char *m, unsigned long long len,
                          const uint32_t s[16], int rounds)
{
  int r;
#define LANES_INIT(i) uint32x4_t x##i = lanes_word(i, s);
  LANES_WORDS(LANES_INIT)
#undef LANES_INIT
  for (r = 0; r < rounds; r += 2) {
    LANES_DOUBLEROUND(LANES_ADD, LANES_XORROTL, LANES_ROTLXOR)
  }
#define LANES_FEED(i) x##i = vaddq_u32(x##i, lanes_word(i, s));
  LANES_WORDS(LANES_FEED)
#undef LANES_FEED
#define LANES_GROUP(a, b, c_, d, w) \
  LANES_TRANSPOSE(a, b, c_, d); \
  lanes_part(c, m, a, 4 * (w), len); \
  lanes_part(c, m, b, 64 + 4 * (w), len); \
  lanes_part(c, m, c_, 128 + 4 * (w), len); \
  lanes_part(c, m, d, 192 + 4 * (w), len);
  LANES_GROUP(x0, x1, x2, x3, 0)
  LANES_GROUP(x4, x5, x6, x7, 4)
  LANES_GROUP(x8, x9, x10, x11, 8)
  LANES_GROUP(x12, x13, x14, x15, 12)
#undef LANES_GROUP
}

/* c[0..len) = m ^ the keystream from the state s0 (m may be 0), 4 blocks at a time. */
static void lanes_xor4(unsigned char *c, const unsigned char *m, unsigned long long len,
                       const uint32_t s0[16], int rounds)
{
  uint32_t s[16];
  int i;
  for (i = 0; i < 16; ++i) s[i] = s0[i];
  for (; len >= 256; len -= 256) {
    lanes_blocks4(c, m, 256, s, rounds);
    lanes_advance(s, 4);
    c += 256;
    if (m) m += 256;
  }
  if (len) lanes_blocks4(c, m, len, s, rounds);
}

#endif
