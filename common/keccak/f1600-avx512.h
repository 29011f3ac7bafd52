/*
 * keccak/f1600-avx512.h: Keccak-f[1600] with AVX-512 (F + VL), one lane per xmm register.
 * Specified in FIPS 202 (2015), section 3; the round is keccak/rounds.h. Same interface and
 * lane order as keccak/f1600-ref.h (include exactly one), plus keccak_p1600(s, nr), the last
 * nr rounds (Keccak-p[1600, nr] of FIPS 202 3.3; K12 uses nr = 12).
 * Why this layout: AVX-512 has 32 vector registers, enough for the 25 lanes and most of the
 * round's temporaries, and two instructions that fit Keccak: vpternlogq computes theta's
 * five-input parity in two instructions and chi's a ^ (~b & c) in one, and vprolq rotates
 * in one without a copy. A round is then about 95 instructions instead of about 130 for
 * 64-bit integer code (keccak/f1600-opt64.h), spread over the four vector pipes: 1.25x
 * faster than that on Zen 4. Five lanes per zmm register (one row each) would need
 * cross-lane shuffles for pi and chi, which cost more than they save.
 * Public domain (CC0).
 */
#ifndef KECCAK_F1600_H
#define KECCAK_F1600_H

#if !defined(__AVX512F__) || !defined(__AVX512VL__)
#error "keccak/f1600-avx512.h needs AVX-512F and AVX-512VL"
#endif

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>
#include "keccak/lanes.h"  /* keccak_rc */

#define KECCAK_F1600_IMPLEMENTATION "avx512"

/* the lane in the low 64 bits of an xmm register; the high half is zero and unused */
#define KECCAK_XOR(a, b) _mm_xor_si128((a), (b))
#define KECCAK_XOR5(a, b, c, d, e) \
  _mm_ternarylogic_epi64(_mm_ternarylogic_epi64((a), (b), (c), 0x96), (d), (e), 0x96)
#define KECCAK_ROTL(v, n) _mm_rol_epi64((v), (n))
#define KECCAK_CHI(a, b, c) _mm_ternarylogic_epi64((a), (b), (c), 0xd2)  /* a ^ (~b & c) */
#define KECCAK_RC(i) _mm_loadl_epi64((const __m128i *) &keccak_rc[i])
#include "keccak/rounds.h"
#define KECCAK_XMM_LOAD(A, x, y) A##x##y = _mm_loadl_epi64((const __m128i *) &s[x + 5 * y]);
#define KECCAK_XMM_STORE(A, x, y) _mm_storel_epi64((__m128i *) &s[x + 5 * y], A##x##y);
#define KECCAK_XMM_XORIN(A, x, y) \
  if (8 * (x + 5 * y) < rate) \
    A##x##y = _mm_xor_si128(A##x##y, _mm_loadl_epi64((const __m128i *) (in + 8 * (x + 5 * y))));

/* Keccak-p[1600, nr] for even nr: rounds 24 - nr .. 23 */
static inline void keccak_p1600(uint64_t s[25], int nr)
{
  __m128i b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4
    KECCAK_LANES(KECCAK_DECLARE, a) KECCAK_LANES(KECCAK_DECLARE, e);
  int i;

  KECCAK_LANES(KECCAK_XMM_LOAD, a)
  for (i = 24 - nr; i < 24; i += 2) {
    KECCAK_ROUND(a, e, i)
    KECCAK_ROUND(e, a, i + 1)
  }
  KECCAK_LANES(KECCAK_XMM_STORE, a)
}

static inline void keccak_f1600(uint64_t s[25])
{
  keccak_p1600(s, 24);
}

/* keccak/sponge.h: absorb the whole blocks of in[0 .. len) (rate bytes each, a multiple of 8,
   at most 200), each xored into the state and followed by Keccak-p[1600, nr]; returns the
   bytes absorbed. The state stays in registers from block to block, which saves the loads
   and stores of one keccak_p1600 call a block: SHA3-256 5% faster with clang, 2% with gcc. */
#define KECCAK_P1600_ABSORB
static inline size_t keccak_p1600_absorb(uint64_t s[25], int nr, const unsigned char *in,
                                         size_t len, unsigned rate)
{
  __m128i b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4
    KECCAK_LANES(KECCAK_DECLARE, a) KECCAK_LANES(KECCAK_DECLARE, e);
  size_t done;
  int i;

  KECCAK_LANES(KECCAK_XMM_LOAD, a)
  for (done = 0; len - done >= rate; done += rate, in += rate) {
    KECCAK_LANES(KECCAK_XMM_XORIN, a)
    for (i = 24 - nr; i < 24; i += 2) {
      KECCAK_ROUND(a, e, i)
      KECCAK_ROUND(e, a, i + 1)
    }
  }
  KECCAK_LANES(KECCAK_XMM_STORE, a)
  return done;
}

#undef KECCAK_XMM_LOAD
#undef KECCAK_XMM_STORE
#undef KECCAK_XMM_XORIN
#include "keccak/rounds-end.h"

#endif
