/*
 * sha512/blocks-neon.h: the SHA-512 compression function (FIPS 180-4 sections 4.1.3, 4.2.3,
 * 6.4.2) with NEON on 32-bit ARM (ARMv7-A, e.g. the Cortex-A7). Shared by SHA-384 and SHA-512.
 * Everything runs in NEON: a 32-bit core needs two instructions for each 64-bit addition and
 * logical operation and about six for each rotation, NEON one for the first two and two
 * (vshr, then vsli) for a rotation. The working variables a..h are d registers; the message
 * schedule is two words per q register (W[t] needs W[t-2], never W[t-1], so both lanes of a
 * pair are independent), computed in place among the rounds, 16 words in 8 registers.
 * Ch(e, f, g) is one vbsl (e selects f or g), Maj(a, b, c) = vbsl(a ^ b, c, b).
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef SHA512_BLOCKS_NEON_H
#define SHA512_BLOCKS_NEON_H

#if !defined(__ARM_NEON) && !defined(__ARM_NEON__)
#error "sha512/blocks-neon.h needs NEON"
#endif

#include <arm_neon.h>
#include <stddef.h>
#include <stdint.h>
#include "sha512/constants.h"

/* Operations on one 64-bit word in a d register. gcc treats a uint64x1_t as a 64-bit integer
   and does its additions and xors in pairs of core registers (adds/adc, eor: 3x the
   instructions, with moves between the register files), so the xor and the select go through
   the 32-bit view and the addition is one vadd.i64 written out (clang makes the same code of
   both forms). */
static inline uint64x1_t sha512_neon_add(uint64x1_t x, uint64x1_t y)
{
  uint64x1_t z;
  __asm__("vadd.i64 %P0, %P1, %P2" : "=w"(z) : "w"(x), "w"(y));
  return z;
}
#define SHA512_NEON_U32(x) vreinterpret_u32_u64(x)
#define SHA512_NEON_XOR(x, y) vreinterpret_u64_u32(veor_u32(SHA512_NEON_U32(x), SHA512_NEON_U32(y)))
#define SHA512_NEON_BSL(m, x, y) \
  vreinterpret_u64_u32(vbsl_u32(SHA512_NEON_U32(m), SHA512_NEON_U32(x), SHA512_NEON_U32(y)))
#define SHA512_NEON_ROTR(x, n) vsli_n_u64(vshr_n_u64(x, n), x, 64 - (n))
#define SHA512_NEON_ROTRQ(x, n) vsliq_n_u64(vshrq_n_u64(x, n), x, 64 - (n))
#define SHA512_NEON_XOR3(x, y, z) SHA512_NEON_XOR(SHA512_NEON_XOR(x, y), z)
#define SHA512_NEON_XOR3Q(x, y, z) veorq_u64(veorq_u64(x, y), z)

/* one round (6.4.2 step 3) with wk = W[t] + K[t]; the caller rotates the names */
#define SHA512_NEON_ROUND(a, b, c, d, e, f, g, h, wk) do { \
    uint64x1_t t1_ = sha512_neon_add(sha512_neon_add(h, wk), SHA512_NEON_BSL(e, f, g)); \
    t1_ = sha512_neon_add(t1_, SHA512_NEON_XOR3(SHA512_NEON_ROTR(e, 14), SHA512_NEON_ROTR(e, 18), \
                                                 SHA512_NEON_ROTR(e, 41))); \
    d = sha512_neon_add(d, t1_); \
    h = sha512_neon_add(sha512_neon_add(t1_, SHA512_NEON_BSL(SHA512_NEON_XOR(a, b), c, b)), \
                        SHA512_NEON_XOR3(SHA512_NEON_ROTR(a, 28), SHA512_NEON_ROTR(a, 34), \
                                         SHA512_NEON_ROTR(a, 39))); \
  } while (0)

/* w0 = W[t..t+1] -> W[t+16..t+17], with w1 = W[t+2..t+3], w4 = W[t+8..t+9],
   w5 = W[t+10..t+11], w7 = W[t+14..t+15] (6.4.2 step 1) */
#define SHA512_NEON_SCHEDULE(w0, w1, w4, w5, w7) do { \
    const uint64x2_t s0_ = vextq_u64(w0, w1, 1); \
    w0 = vaddq_u64(vaddq_u64(w0, vextq_u64(w4, w5, 1)), \
                   vaddq_u64(SHA512_NEON_XOR3Q(SHA512_NEON_ROTRQ(s0_, 1), \
                                               SHA512_NEON_ROTRQ(s0_, 8), vshrq_n_u64(s0_, 7)), \
                             SHA512_NEON_XOR3Q(SHA512_NEON_ROTRQ(w7, 19), \
                                               SHA512_NEON_ROTRQ(w7, 61), vshrq_n_u64(w7, 6)))); \
  } while (0)

/* rounds t + 2j and t + 2j + 1 from w0 = their W, then (when more) w0's words 16 ahead */
#define SHA512_NEON_PAIR(j, w0, w1, w4, w5, w7, a, b, c, d, e, f, g, h) do { \
    const uint64x2_t wk_ = vaddq_u64(w0, vld1q_u64(k + 2 * (j))); \
    SHA512_NEON_ROUND(a, b, c, d, e, f, g, h, vget_low_u64(wk_)); \
    SHA512_NEON_ROUND(h, a, b, c, d, e, f, g, vget_high_u64(wk_)); \
    if (more) SHA512_NEON_SCHEDULE(w0, w1, w4, w5, w7); \
  } while (0)

/* W[t] = the big-endian 64-bit word t of the block */
#define SHA512_NEON_LOAD(i) vreinterpretq_u64_u8(vrev64q_u8(vld1q_u8(in + 16 * (i))))

static void sha512_compress(uint64_t state[8], const unsigned char *in, size_t nblocks)
{
  uint64x1_t a, b, c, d, e, f, g, h;
  uint64x2_t w0, w1, w2, w3, w4, w5, w6, w7;
  const uint64_t *k;
  int more;

  for (; nblocks > 0; --nblocks, in += 128) {
    w0 = SHA512_NEON_LOAD(0); w1 = SHA512_NEON_LOAD(1);
    w2 = SHA512_NEON_LOAD(2); w3 = SHA512_NEON_LOAD(3);
    w4 = SHA512_NEON_LOAD(4); w5 = SHA512_NEON_LOAD(5);
    w6 = SHA512_NEON_LOAD(6); w7 = SHA512_NEON_LOAD(7);
    a = vld1_u64(state); b = vld1_u64(state + 1); c = vld1_u64(state + 2);
    d = vld1_u64(state + 3); e = vld1_u64(state + 4); f = vld1_u64(state + 5);
    g = vld1_u64(state + 6); h = vld1_u64(state + 7);
    /* 16 rounds an iteration, after which the names a..h and w0..w7 are back in place */
    for (k = sha512_k; k < sha512_k + 80; k += 16) {
      more = k < sha512_k + 64;
      SHA512_NEON_PAIR(0, w0, w1, w4, w5, w7, a, b, c, d, e, f, g, h);
      SHA512_NEON_PAIR(1, w1, w2, w5, w6, w0, g, h, a, b, c, d, e, f);
      SHA512_NEON_PAIR(2, w2, w3, w6, w7, w1, e, f, g, h, a, b, c, d);
      SHA512_NEON_PAIR(3, w3, w4, w7, w0, w2, c, d, e, f, g, h, a, b);
      SHA512_NEON_PAIR(4, w4, w5, w0, w1, w3, a, b, c, d, e, f, g, h);
      SHA512_NEON_PAIR(5, w5, w6, w1, w2, w4, g, h, a, b, c, d, e, f);
      SHA512_NEON_PAIR(6, w6, w7, w2, w3, w5, e, f, g, h, a, b, c, d);
      SHA512_NEON_PAIR(7, w7, w0, w3, w4, w6, c, d, e, f, g, h, a, b);
    }
    /* step 4 */
    vst1q_u64(state, vaddq_u64(vld1q_u64(state), vcombine_u64(a, b)));
    vst1q_u64(state + 2, vaddq_u64(vld1q_u64(state + 2), vcombine_u64(c, d)));
    vst1q_u64(state + 4, vaddq_u64(vld1q_u64(state + 4), vcombine_u64(e, f)));
    vst1q_u64(state + 6, vaddq_u64(vld1q_u64(state + 6), vcombine_u64(g, h)));
  }
}

/* the interface of sha512/hash.h: in, then more */
static void sha512_blocks(uint64_t state[8], const unsigned char *in, size_t nin,
                          const unsigned char *more, size_t nmore)
{
  sha512_compress(state, in, nin);
  sha512_compress(state, more, nmore);
}

#endif
