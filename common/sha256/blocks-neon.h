/*
 * sha256/blocks-neon.h: the SHA-256 compression function (FIPS 180-4 sections 4.1.2, 4.2.2,
 * 6.2.2) for ARMv7-A with NEON (the Cortex-A7). Shared by SHA-224 and SHA-256.
 * The message schedule runs in NEON, four words at a time (two for sigma1, whose input
 * W[t-2] is only ready two words later), with the constants added: W[t] + K[t] for the 64
 * rounds goes to a buffer. The rounds stay scalar (sha256/functions.h): a core register
 * rotation folds into the next eor through the barrel shifter, while NEON needs two
 * instructions for it and works on one 32-bit word at a time in a round.
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef SHA256_BLOCKS_NEON_H
#define SHA256_BLOCKS_NEON_H

#if !defined(__ARM_NEON) && !defined(__ARM_NEON__)
#error "sha256/blocks-neon.h needs NEON"
#endif

#include <arm_neon.h>
#include <stddef.h>
#include <stdint.h>
#include "sha256/constants.h"
#include "sha256/functions.h"

#define SHA256_NEON_ROTR(x, n) vsliq_n_u32(vshrq_n_u32(x, n), x, 32 - (n))
#define SHA256_NEON_ROTRD(x, n) vsli_n_u32(vshr_n_u32(x, n), x, 32 - (n))
#define SHA256_NEON_SSIG0(x) \
  veorq_u32(veorq_u32(SHA256_NEON_ROTR(x, 7), SHA256_NEON_ROTR(x, 18)), vshrq_n_u32(x, 3))
#define SHA256_NEON_SSIG1(x) \
  veor_u32(veor_u32(SHA256_NEON_ROTRD(x, 17), SHA256_NEON_ROTRD(x, 19)), vshr_n_u32(x, 10))

/* W[t..t+3] from w0 = W[t-16..t-13], w1 = W[t-12..t-9], w2 = W[t-8..t-5], w3 = W[t-4..t-1] */
static inline uint32x4_t sha256_neon_next(uint32x4_t w0, uint32x4_t w1, uint32x4_t w2,
                                          uint32x4_t w3)
{
  const uint32x4_t part = vaddq_u32(vaddq_u32(w0, vextq_u32(w2, w3, 1)),
                                    SHA256_NEON_SSIG0(vextq_u32(w0, w1, 1)));
  const uint32x2_t lo = vadd_u32(vget_low_u32(part), SHA256_NEON_SSIG1(vget_high_u32(w3)));
  return vcombine_u32(lo, vadd_u32(vget_high_u32(part), SHA256_NEON_SSIG1(lo)));
}

/* the big-endian words 4i..4i+3 of the block */
#define SHA256_NEON_LOAD(i) vreinterpretq_u32_u8(vrev32q_u8(vld1q_u8(in + 16 * (i))))

static void sha256_blocks(uint32_t state[8], const unsigned char *in, size_t nblocks)
{
  uint32_t wk[64], a, b, c, d, e, f, g, h;
  uint32x4_t w0, w1, w2, w3, w;
  int t;

  for (; nblocks > 0; --nblocks, in += 64) {
    /* step 1, plus the constants */
    w0 = SHA256_NEON_LOAD(0); w1 = SHA256_NEON_LOAD(1);
    w2 = SHA256_NEON_LOAD(2); w3 = SHA256_NEON_LOAD(3);
    vst1q_u32(wk, vaddq_u32(w0, vld1q_u32(sha256_k)));
    vst1q_u32(wk + 4, vaddq_u32(w1, vld1q_u32(sha256_k + 4)));
    vst1q_u32(wk + 8, vaddq_u32(w2, vld1q_u32(sha256_k + 8)));
    vst1q_u32(wk + 12, vaddq_u32(w3, vld1q_u32(sha256_k + 12)));
    for (t = 16; t < 64; t += 4) {
      w = sha256_neon_next(w0, w1, w2, w3);
      vst1q_u32(wk + t, vaddq_u32(w, vld1q_u32(sha256_k + t)));
      w0 = w1; w1 = w2; w2 = w3; w3 = w;
    }

    /* steps 2-4 */
    a = state[0]; b = state[1]; c = state[2]; d = state[3];
    e = state[4]; f = state[5]; g = state[6]; h = state[7];
    for (t = 0; t < 64; t += 8) {
      SHA256_ROUND(a, b, c, d, e, f, g, h, wk[t]);
      SHA256_ROUND(h, a, b, c, d, e, f, g, wk[t + 1]);
      SHA256_ROUND(g, h, a, b, c, d, e, f, wk[t + 2]);
      SHA256_ROUND(f, g, h, a, b, c, d, e, wk[t + 3]);
      SHA256_ROUND(e, f, g, h, a, b, c, d, wk[t + 4]);
      SHA256_ROUND(d, e, f, g, h, a, b, c, wk[t + 5]);
      SHA256_ROUND(c, d, e, f, g, h, a, b, wk[t + 6]);
      SHA256_ROUND(b, c, d, e, f, g, h, a, wk[t + 7]);
    }
    state[0] += a; state[1] += b; state[2] += c; state[3] += d;
    state[4] += e; state[5] += f; state[6] += g; state[7] += h;
  }
}

#endif
