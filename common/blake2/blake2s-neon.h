/*
 * blake2/blake2s-neon.h: the BLAKE2s compression function F (RFC 7693 section 3.2) with NEON
 * (ARMv7-A with NEON, e.g. the Cortex-A7): the state in four q registers, rows
 * a = v0..v3, b = v4..v7, c = v8..v11, d = v12..v15, so that each G step works on the four
 * columns, then (after lane rotations of b, c, d by vext) on the four diagonals.
 * Defines blake2s_blocks with the interface of blake2/blake2s-ref.h.
 * Rotations: by 16 one vrev32.16; otherwise a shift and a shift-and-insert (vsri).
 * Message vectors: four scalar loads and two vmov from core registers (the four words of a
 * step are scattered over the block; a vtbl gather needs as many instructions and index
 * registers besides).
 * Constant time: no branch and no memory index depends on the data (sigma is public).
 * Public domain (CC0).
 */
#ifndef BLAKE2_BLAKE2S_NEON_H
#define BLAKE2_BLAKE2S_NEON_H

#if !defined(__ARM_NEON) && !defined(__ARM_NEON__)
#error "needs NEON"
#endif

#include <arm_neon.h>
#include <stddef.h>
#include <stdint.h>
#include "blake/constants.h"
#include "compiler/bytes.h"

#define BLAKE2S_NEON_ROR(x, n) \
  ((n) == 16 ? vreinterpretq_u32_u16(vrev32q_u16(vreinterpretq_u16_u32(x))) : \
   vsriq_n_u32(vshlq_n_u32(x, 32 - (n)), x, n))

/* (m[i0], m[i1], m[i2], m[i3]) */
static inline uint32x4_t blake2s_neon_msg(const uint32_t m[16], int i0, int i1, int i2, int i3)
{
  return vcombine_u32(vcreate_u32((uint64_t) m[i1] << 32 | m[i0]),
                      vcreate_u32((uint64_t) m[i3] << 32 | m[i2]));
}

/* half of G on the four lanes: a += b + x; d = (d ^ a) >>> r1; c += d; b = (b ^ c) >>> r2 */
#define BLAKE2S_NEON_HALF(x, r1, r2) do { \
    a = vaddq_u32(vaddq_u32(a, x), b); \
    d = BLAKE2S_NEON_ROR(veorq_u32(d, a), r1); \
    c = vaddq_u32(c, d); \
    b = BLAKE2S_NEON_ROR(veorq_u32(b, c), r2); \
  } while (0)

#define BLAKE2S_NEON_G(i0, i1, i2, i3, j0, j1, j2, j3) do { \
    BLAKE2S_NEON_HALF(blake2s_neon_msg(m, i0, i1, i2, i3), 16, 12); \
    BLAKE2S_NEON_HALF(blake2s_neon_msg(m, j0, j1, j2, j3), 8, 7); \
  } while (0)

/* one round with permutation sigma (a BLAKE_SIGMAn list, expanded first into 16 arguments):
   the columns, then the diagonals with lane k of b, c, d holding v_{4+(k+1)%4},
   v_{8+(k+2)%4}, v_{12+(k+3)%4} */
#define BLAKE2S_NEON_ROUND(sigma) BLAKE2S_NEON_ROUND_(sigma)
#define BLAKE2S_NEON_ROUND_(s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15) \
  do { \
    BLAKE2S_NEON_G(s0, s2, s4, s6, s1, s3, s5, s7); \
    b = vextq_u32(b, b, 1); c = vextq_u32(c, c, 2); d = vextq_u32(d, d, 3); \
    BLAKE2S_NEON_G(s8, s10, s12, s14, s9, s11, s13, s15); \
    b = vextq_u32(b, b, 3); c = vextq_u32(c, c, 2); d = vextq_u32(d, d, 1); \
  } while (0)

static void blake2s_blocks(uint32_t h[8], const unsigned char *in, size_t nblocks,
                           uint64_t t, uint32_t f)
{
  const uint32x4_t iv0 = vld1q_u32(blake_iv32), iv1 = vld1q_u32(blake_iv32 + 4);
  uint32x4_t h0 = vld1q_u32(h), h1 = vld1q_u32(h + 4), a, b, c, d;
  uint32_t m[16];
  int i;

  for (; nblocks > 0; --nblocks, in += 64, t += 64) {
    const uint32_t tf[4] = { (uint32_t) t, (uint32_t) (t >> 32), f, 0 };
    for (i = 0; i < 16; ++i) m[i] = bytes_load_le32(in + 4 * i);
    a = h0;
    b = h1;
    c = iv0;
    d = veorq_u32(iv1, vld1q_u32(tf));
    BLAKE2S_NEON_ROUND(BLAKE_SIGMA0); BLAKE2S_NEON_ROUND(BLAKE_SIGMA1);
    BLAKE2S_NEON_ROUND(BLAKE_SIGMA2); BLAKE2S_NEON_ROUND(BLAKE_SIGMA3);
    BLAKE2S_NEON_ROUND(BLAKE_SIGMA4); BLAKE2S_NEON_ROUND(BLAKE_SIGMA5);
    BLAKE2S_NEON_ROUND(BLAKE_SIGMA6); BLAKE2S_NEON_ROUND(BLAKE_SIGMA7);
    BLAKE2S_NEON_ROUND(BLAKE_SIGMA8); BLAKE2S_NEON_ROUND(BLAKE_SIGMA9);
    h0 = veorq_u32(h0, veorq_u32(a, c));
    h1 = veorq_u32(h1, veorq_u32(b, d));
  }
  vst1q_u32(h, h0);
  vst1q_u32(h + 4, h1);
}

#endif
