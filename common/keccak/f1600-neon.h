/*
 * keccak/f1600-neon.h: Keccak-f[1600] with NEON on 32-bit ARM (ARMv7-A, e.g. the Cortex-A7),
 * one lane per 64-bit d register. Specified in FIPS 202 (2015), section 3; the round is
 * keccak/rounds.h. Same interface and lane order as keccak/f1600-ref.h (include exactly one),
 * plus keccak_p1600(s, nr), the last nr rounds (K12 uses nr = 12), and keccak_p1600_absorb.
 * Why this layout: a 32-bit core does each 64-bit lane operation of the scalar code as two
 * (and a rotation as four or more), while NEON's 32 d registers hold the 25 lanes with a few
 * to spare and do 64-bit xor, and-not (vbic) and shifts in one instruction each; a rotation
 * is a shift and a shift-and-insert (vsri). The Cortex-A7's NEON datapath is 64 bits wide, so
 * two lanes per q register would save instructions but not cycles there, and pi and chi
 * would need lane shuffles.
 * Public domain (CC0).
 */
#ifndef KECCAK_F1600_H
#define KECCAK_F1600_H

#if !defined(__ARM_NEON) && !defined(__ARM_NEON__)
#error "keccak/f1600-neon.h needs NEON"
#endif

#include <arm_neon.h>
#include <stddef.h>
#include <stdint.h>
#include "keccak/lanes.h"  /* keccak_rc */

#define KECCAK_F1600_IMPLEMENTATION "neon"

/* The lanes are typed as pairs of 32-bit words: with uint64x1_t, gcc treats a lane as a 64-bit
   integer and does the xors and and-nots in pairs of core registers (3x the instructions);
   only the rotations need the 64-bit view. */
#define KECCAK_U64(v) vreinterpret_u64_u32(v)
#define KECCAK_U32(v) vreinterpret_u32_u64(v)
#define KECCAK_XOR(a, b) veor_u32((a), (b))
#define KECCAK_XOR5(a, b, c, d, e) veor_u32(veor_u32(veor_u32((a), (b)), veor_u32((c), (d))), (e))
#define KECCAK_ROTL(v, n) \
  ((n) == 0 ? (v) : KECCAK_U32(vsri_n_u64(vshl_n_u64(KECCAK_U64(v), (n)), KECCAK_U64(v), 64 - (n))))
#define KECCAK_CHI(a, b, c) veor_u32((a), vbic_u32((c), (b)))  /* a ^ (~b & c) */
#define KECCAK_RC(i) vld1_u32((const uint32_t *) &keccak_rc[i])
#include "keccak/rounds.h"
#define KECCAK_NEON_LOAD(A, x, y) A##x##y = vld1_u32((const uint32_t *) &s[x + 5 * y]);
#define KECCAK_NEON_STORE(A, x, y) vst1_u32((uint32_t *) &s[x + 5 * y], A##x##y);
/* lane x + 5y of a block, when the rate covers it (vld1.8: any alignment) */
#define KECCAK_NEON_XORIN(A, x, y) \
  if (8 * (x + 5 * y) < rate) \
    A##x##y = veor_u32(A##x##y, vreinterpret_u32_u8(vld1_u8(in + 8 * (x + 5 * y))));

/* Keccak-p[1600, nr] for even nr: rounds 24 - nr .. 23 */
static inline void keccak_p1600(uint64_t s[25], int nr)
{
  uint32x2_t b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4
    KECCAK_LANES(KECCAK_DECLARE, a) KECCAK_LANES(KECCAK_DECLARE, e);
  int i;

  KECCAK_LANES(KECCAK_NEON_LOAD, a)
  for (i = 24 - nr; i < 24; i += 2) {
    KECCAK_ROUND(a, e, i)
    KECCAK_ROUND(e, a, i + 1)
  }
  KECCAK_LANES(KECCAK_NEON_STORE, a)
}

static inline void keccak_f1600(uint64_t s[25])
{
  keccak_p1600(s, 24);
}

/* keccak/sponge.h: absorb the whole blocks of in[0 .. len) (rate bytes each, a multiple of 8,
   at most 200), each xored into the state and followed by Keccak-p[1600, nr]; returns the
   bytes absorbed. The state stays in registers from block to block. */
#define KECCAK_P1600_ABSORB
static inline size_t keccak_p1600_absorb(uint64_t s[25], int nr, const unsigned char *in,
                                         size_t len, unsigned rate)
{
  uint32x2_t b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4
    KECCAK_LANES(KECCAK_DECLARE, a) KECCAK_LANES(KECCAK_DECLARE, e);
  size_t done;
  int i;

  KECCAK_LANES(KECCAK_NEON_LOAD, a)
  for (done = 0; len - done >= rate; done += rate, in += rate) {
    KECCAK_LANES(KECCAK_NEON_XORIN, a)
    for (i = 24 - nr; i < 24; i += 2) {
      KECCAK_ROUND(a, e, i)
      KECCAK_ROUND(e, a, i + 1)
    }
  }
  KECCAK_LANES(KECCAK_NEON_STORE, a)
  return done;
}

#undef KECCAK_NEON_LOAD
#undef KECCAK_NEON_STORE
#undef KECCAK_NEON_XORIN
#undef KECCAK_U64
#undef KECCAK_U32
#include "keccak/rounds-end.h"

#endif
