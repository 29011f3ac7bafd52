/*
 * blake2/blake2b-neon.h: the BLAKE2b compression function F (RFC 7693 section 3.2) with NEON
 * (ARMv7-A with NEON, e.g. the Cortex-A7): each row of four 64-bit words in two q registers
 * (a0 = v0 v1, a1 = v2 v3, b0 = v4 v5, ...), so that each G step works on the four columns,
 * then on the four diagonals. Defines blake2b_blocks with the interface of
 * blake2/blake2b-ref.h.
 * Diagonalization: the diagonals need (v5 v6 v7 v4) in b, (v10 v11 v8 v9) in c and
 * (v15 v12 v13 v14) in d: two vext.64 each for b and d, and for c only the names of its two
 * halves swap (no instruction).
 * Rotations: by 32 one vrev64.32; otherwise a shift and a shift-and-insert (vsri).
 * Message vectors: two 64-bit loads straight from the block (vld1.8: any alignment).
 * Constant time: no branch and no memory index depends on the data (sigma is public).
 * Public domain (CC0).
 */
#ifndef BLAKE2_BLAKE2B_NEON_H
#define BLAKE2_BLAKE2B_NEON_H

#if !defined(__ARM_NEON) && !defined(__ARM_NEON__)
#error "needs NEON"
#endif

#include <arm_neon.h>
#include <stddef.h>
#include <stdint.h>
#include "blake/constants.h"

#define BLAKE2B_NEON_ROR(x, n) \
  ((n) == 32 ? vreinterpretq_u64_u32(vrev64q_u32(vreinterpretq_u32_u64(x))) : \
   vsriq_n_u64(vshlq_n_u64(x, 64 - (n)), x, n))

/* words i0 and i1 of the block */
#define BLAKE2B_NEON_MSG(i0, i1) \
  vcombine_u64(vreinterpret_u64_u8(vld1_u8(in + 8 * (i0))), \
               vreinterpret_u64_u8(vld1_u8(in + 8 * (i1))))

/* half of G on two lanes: a += b + x; d = (d ^ a) >>> r1; c += d; b = (b ^ c) >>> r2 */
#define BLAKE2B_NEON_HALF(a, b, c, d, x, r1, r2) do { \
    a = vaddq_u64(vaddq_u64(a, x), b); \
    d = BLAKE2B_NEON_ROR(veorq_u64(d, a), r1); \
    c = vaddq_u64(c, d); \
    b = BLAKE2B_NEON_ROR(veorq_u64(b, c), r2); \
  } while (0)

/* G on the four lanes (two pairs), message words (i0..i3) then (j0..j3) */
#define BLAKE2B_NEON_G(c0, c1, i0, i1, i2, i3, j0, j1, j2, j3) do { \
    BLAKE2B_NEON_HALF(a0, b0, c0, d0, BLAKE2B_NEON_MSG(i0, i1), 32, 24); \
    BLAKE2B_NEON_HALF(a1, b1, c1, d1, BLAKE2B_NEON_MSG(i2, i3), 32, 24); \
    BLAKE2B_NEON_HALF(a0, b0, c0, d0, BLAKE2B_NEON_MSG(j0, j1), 16, 63); \
    BLAKE2B_NEON_HALF(a1, b1, c1, d1, BLAKE2B_NEON_MSG(j2, j3), 16, 63); \
  } while (0)

/* rows b and d turned by one word: to the diagonals (LEFT) and back */
#define BLAKE2B_NEON_TURN(LEFT) do { \
    uint64x2_t t0_ = vextq_u64(b0, b1, 1), t1_ = vextq_u64(b1, b0, 1); \
    b0 = LEFT ? t0_ : t1_; b1 = LEFT ? t1_ : t0_; \
    t0_ = vextq_u64(d1, d0, 1); t1_ = vextq_u64(d0, d1, 1); \
    d0 = LEFT ? t0_ : t1_; d1 = LEFT ? t1_ : t0_; \
  } while (0)

/* one round with permutation sigma (a BLAKE_SIGMAn list, expanded first into 16 arguments) */
#define BLAKE2B_NEON_ROUND(sigma) BLAKE2B_NEON_ROUND_(sigma)
#define BLAKE2B_NEON_ROUND_(s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15) \
  do { \
    BLAKE2B_NEON_G(c0, c1, s0, s2, s4, s6, s1, s3, s5, s7); \
    BLAKE2B_NEON_TURN(1); \
    BLAKE2B_NEON_G(c1, c0, s8, s10, s12, s14, s9, s11, s13, s15); \
    BLAKE2B_NEON_TURN(0); \
  } while (0)

static void blake2b_blocks(uint64_t h[8], const unsigned char *in, size_t nblocks,
                           uint64_t t, uint64_t f)
{
  uint64x2_t h0 = vld1q_u64(h), h1 = vld1q_u64(h + 2), h2 = vld1q_u64(h + 4),
             h3 = vld1q_u64(h + 6);
  uint64x2_t a0, a1, b0, b1, c0, c1, d0, d1;

  for (; nblocks > 0; --nblocks, in += 128, t += 128) {
    const uint64_t tf[4] = { t, 0, f, 0 };
    a0 = h0; a1 = h1; b0 = h2; b1 = h3;
    c0 = vld1q_u64(blake_iv64);
    c1 = vld1q_u64(blake_iv64 + 2);
    d0 = veorq_u64(vld1q_u64(blake_iv64 + 4), vld1q_u64(tf));
    d1 = veorq_u64(vld1q_u64(blake_iv64 + 6), vld1q_u64(tf + 2));
    BLAKE2B_NEON_ROUND(BLAKE_SIGMA0); BLAKE2B_NEON_ROUND(BLAKE_SIGMA1);
    BLAKE2B_NEON_ROUND(BLAKE_SIGMA2); BLAKE2B_NEON_ROUND(BLAKE_SIGMA3);
    BLAKE2B_NEON_ROUND(BLAKE_SIGMA4); BLAKE2B_NEON_ROUND(BLAKE_SIGMA5);
    BLAKE2B_NEON_ROUND(BLAKE_SIGMA6); BLAKE2B_NEON_ROUND(BLAKE_SIGMA7);
    BLAKE2B_NEON_ROUND(BLAKE_SIGMA8); BLAKE2B_NEON_ROUND(BLAKE_SIGMA9);
    BLAKE2B_NEON_ROUND(BLAKE_SIGMA0); BLAKE2B_NEON_ROUND(BLAKE_SIGMA1);
    h0 = veorq_u64(h0, veorq_u64(a0, c0));
    h1 = veorq_u64(h1, veorq_u64(a1, c1));
    h2 = veorq_u64(h2, veorq_u64(b0, d0));
    h3 = veorq_u64(h3, veorq_u64(b1, d1));
  }
  vst1q_u64(h, h0);
  vst1q_u64(h + 2, h1);
  vst1q_u64(h + 4, h2);
  vst1q_u64(h + 6, h3);
}

#endif
