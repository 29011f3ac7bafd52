/*
 * grain/state.h: the Grain-128AEADv2 pre-output generator, 32 clocks at a time.
 * The LFSR (s_0 .. s_127) and the NFSR (b_0 .. b_127) are two 64-bit words each, bit i of the
 * register being bit i % 64 of word i / 64; bits are taken from bytes least significant bit
 * first (the designers' optimised code and KAT convention). The feedback of 32 clocks reads no
 * bit above 127, so each tap is a 32-bit window of its register and the 32 clocks are a few
 * dozen word operations.
 * Specified in M. Hell, T. Johansson, A. Maximov, W. Meier, J. Sönnerup, H. Yoshida,
 * "Grain-128AEADv2", NIST LWC finalist (2021), section 2.1-2.2.
 * Constant time: shifts, ANDs and XORs only. Public domain (CC0).
 */
#ifndef GRAIN_STATE_H
#define GRAIN_STATE_H

#include <stdint.h>

struct grain_state {
  uint64_t s[2], b[2];            /* LFSR, NFSR */
};

/* 32 bits of a register from bit k on (k constant: 0 .. 96); r##m, the register's bits
   32 .. 95 (sm, bm in grain_clock32), makes each window one shift. */
#define GRAIN_W(r, k) ((uint32_t) ((k) >= 64 ? (r)[1] >> ((k) - 64) \
                       : (k) < 32 ? (r)[0] >> (k) : r##m >> ((k) - 32)))

/* The next 32 pre-output bits y (bit t at clock t); the LFSR takes f ^ ls, the NFSR
   g ^ s_0 ^ ns as feedback, and both y too when init is set (the 320 initialisation clocks
   with ls = ns = 0, the 64 that add the key with its high and low halves). */
#if defined(__GNUC__)
__attribute__((always_inline))    /* clang otherwise keeps init a run-time argument */
#endif
static inline uint32_t grain_clock32(struct grain_state *st, int init, uint32_t ls, uint32_t ns)
{
  const uint64_t *s = st->s, *b = st->b;
  const uint64_t sm = s[0] >> 32 | s[1] << 32, bm = b[0] >> 32 | b[1] << 32;
  uint32_t b12 = GRAIN_W(b, 12), b95 = GRAIN_W(b, 95), y, f, g;
  y = (b12 & GRAIN_W(s, 8)) ^ (GRAIN_W(s, 13) & GRAIN_W(s, 20)) ^ (b95 & GRAIN_W(s, 42))
      ^ (GRAIN_W(s, 60) & GRAIN_W(s, 79)) ^ (b12 & b95 & GRAIN_W(s, 94))
      ^ GRAIN_W(s, 93) ^ GRAIN_W(b, 2) ^ GRAIN_W(b, 15) ^ GRAIN_W(b, 36) ^ GRAIN_W(b, 45)
      ^ GRAIN_W(b, 64) ^ GRAIN_W(b, 73) ^ GRAIN_W(b, 89);
  f = GRAIN_W(s, 0) ^ GRAIN_W(s, 7) ^ GRAIN_W(s, 38) ^ GRAIN_W(s, 70) ^ GRAIN_W(s, 81)
      ^ GRAIN_W(s, 96);
  g = GRAIN_W(s, 0) ^ GRAIN_W(b, 0) ^ GRAIN_W(b, 26) ^ GRAIN_W(b, 56) ^ GRAIN_W(b, 91)
      ^ GRAIN_W(b, 96) ^ (GRAIN_W(b, 3) & GRAIN_W(b, 67)) ^ (GRAIN_W(b, 11) & GRAIN_W(b, 13))
      ^ (GRAIN_W(b, 17) & GRAIN_W(b, 18)) ^ (GRAIN_W(b, 27) & GRAIN_W(b, 59))
      ^ (GRAIN_W(b, 40) & GRAIN_W(b, 48)) ^ (GRAIN_W(b, 61) & GRAIN_W(b, 65))
      ^ (GRAIN_W(b, 68) & GRAIN_W(b, 84))
      ^ (GRAIN_W(b, 22) & GRAIN_W(b, 24) & GRAIN_W(b, 25))
      ^ (GRAIN_W(b, 70) & GRAIN_W(b, 78) & GRAIN_W(b, 82))
      ^ (GRAIN_W(b, 88) & GRAIN_W(b, 92) & GRAIN_W(b, 93) & b95);
  if (init) {
    ls ^= y;
    ns ^= y;
  }
  f ^= ls;
  g ^= ns;
  st->s[0] = st->s[0] >> 32 | st->s[1] << 32;
  st->s[1] = st->s[1] >> 32 | (uint64_t) f << 32;
  st->b[0] = st->b[0] >> 32 | st->b[1] << 32;
  st->b[1] = st->b[1] >> 32 | (uint64_t) g << 32;
  return y;
}

#endif
