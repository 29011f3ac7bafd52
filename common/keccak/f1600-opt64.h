/*
 * keccak/f1600-opt64.h: Keccak-f[1600] for 64-bit registers, the round unrolled (keccak/rounds.h).
 * Specified in FIPS 202 (2015), section 3; same interface and lane order as keccak/f1600-ref.h
 * (include exactly one of them). Each round reads the 25 lanes from one set of local variables
 * and writes the next set; two rounds per loop iteration swap the sets back.
 * No lane complementing: on the 64-bit targets that matter (amd64 with BMI1 andn, aarch64 bic)
 * the "and not" of chi is already one instruction, and plain lanes keep the state layout
 * identical to the reference, so keccak/sponge.h works on both.
 * Public domain (CC0).
 */
#ifndef KECCAK_F1600_H
#define KECCAK_F1600_H

#include <stdint.h>
#include "keccak/lanes.h"  /* keccak_rc */

#define KECCAK_F1600_IMPLEMENTATION "opt64"

#define KECCAK_XOR(a, b) ((a) ^ (b))
#define KECCAK_XOR5(a, b, c, d, e) ((a) ^ (b) ^ (c) ^ (d) ^ (e))
#define KECCAK_ROTL(v, n) (((v) << (n)) | ((v) >> ((64 - (n)) & 63)))
#define KECCAK_CHI(a, b, c) ((a) ^ (~(b) & (c)))
#define KECCAK_RC(i) keccak_rc[i]
#include "keccak/rounds.h"

/* Keccak-p[1600, nr] for even nr: rounds 24 - nr .. 23 (keccak/f1600-ref.h) */
static inline void keccak_p1600(uint64_t s[25], int nr)
{
  uint64_t b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4
    KECCAK_LANES(KECCAK_DECLARE, a) KECCAK_LANES(KECCAK_DECLARE, e);
  int i;

  KECCAK_LANES(KECCAK_LOAD, a)
  for (i = 24 - nr; i < 24; i += 2) {
    KECCAK_ROUND(a, e, i)
    KECCAK_ROUND(e, a, i + 1)
  }
  KECCAK_LANES(KECCAK_STORE, a)
}

static inline void keccak_f1600(uint64_t s[25])
{
  keccak_p1600(s, 24);
}

#include "keccak/rounds-end.h"

#endif
