/*
 * snow20/shared/snow2.h: SNOW 2.0 with a 256-bit key and a 128-bit IV, 16 clocks (64 bytes
 * of keystream) per block. Specified in P. Ekdahl and T. Johansson, "A New Version of the
 * Stream Cipher SNOW", SAC 2002; conventions of the eSTREAM benchmark code SUPERCOP measures:
 * key words big-endian (s15 = key bytes 0..3), IV words little-endian with
 * (IV3, IV2, IV1, IV0) = IV bytes (0..3, 4..7, 8..11, 12..15), keystream words little-endian.
 * The including implementation defines, before including this file:
 *   snow2_S(w)          the S-box S of the FSM
 *   snow2_mul_alpha(w), snow2_div_alpha(w)   alpha * w and alpha^-1 * w (snow2/alpha*.h)
 * Public domain (CC0).
 */
#ifndef SNOW20_SNOW2_H
#define SNOW20_SNOW2_H

#include <stdint.h>
#include "compiler/bytes.h"

/* The LFSR as a ring: after t clocks, spec word s_k is s[(t + k) % 16]. Blocks of 16
   clocks bring it back to the same place, so every index below is a constant. */
typedef struct {
  uint32_t s[16];
  uint32_t r1, r2;
} snow2_state;

#define SNOW2_S(t, k) st->s[((t) + (k)) & 15]

/* Clock t of a block: the FSM moves (R1 = s5 + R2, R2 = S(R1)) and the LFSR takes
   alpha s0 ^ s2 ^ alpha^-1 s11 ^ feed into the slot of s0, which becomes s15. */
#define SNOW2_CLOCK(t, feed)                                                              \
  do {                                                                                    \
    uint32_t r1_ = SNOW2_S(t, 5) + st->r2;                                                \
    SNOW2_S(t, 0) = snow2_mul_alpha(SNOW2_S(t, 0)) ^ SNOW2_S(t, 2) ^ snow2_div_alpha(SNOW2_S(t, 11)) ^ (feed); \
    st->r2 = snow2_S(st->r1);                                                             \
    st->r1 = r1_;                                                                         \
  } while (0)

/* F = (s15 + R1) ^ R2 at clock t (before it moves) */
#define SNOW2_F(t) ((SNOW2_S(t, 15) + st->r1) ^ st->r2)

/* Key loading for a 256-bit key (s15..s8 = key words, s7..s0 their complements), the IV
   XORed into s15, s12, s10, s9, then 32 clocks with the FSM output fed into the LFSR. */
static void estream_setup(snow2_state *st, const unsigned char *k, const unsigned char *n)
{
  int i;
  for (i = 0; i < 8; ++i) {
    st->s[15 - i] = bytes_load_be32(k + 4 * i);
    st->s[7 - i] = ~st->s[15 - i];
  }
  st->s[15] ^= bytes_load_le32(n + 12); /* IV0 */
  st->s[12] ^= bytes_load_le32(n + 8);  /* IV1 */
  st->s[10] ^= bytes_load_le32(n + 4);  /* IV2 */
  st->s[9] ^= bytes_load_le32(n);       /* IV3 */
  st->r1 = st->r2 = 0;
  for (i = 0; i < 2; ++i) {
    int t;
    for (t = 0; t < 16; ++t) {
      uint32_t f = SNOW2_F(t);
      SNOW2_CLOCK(t, f);
    }
  }
}

/* Keystream clock t: clock, then z = (s15 + R1) ^ R2 ^ s0 of the new state. */
#define SNOW2_OUT(t)                                                                      \
  do {                                                                                    \
    uint32_t z_;                                                                          \
    SNOW2_CLOCK(t, 0);                                                                    \
    z_ = SNOW2_F((t) + 1) ^ SNOW2_S((t) + 1, 0);                                          \
    if (m) z_ ^= bytes_load_le32(m + 4 * (t));                                              \
    bytes_store_le32(c + 4 * (t), z_);                                                      \
  } while (0)

/* c = m XOR keystream, 64 bytes per block; m = 0 gives the keystream. */
static void estream_blocks(snow2_state *state, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  /* a local copy whose address stays here: the compiler keeps it in registers instead of
     reloading it after every store through c, which could alias *state as far as it knows */
  snow2_state local = *state, *st = &local;
  for (; nblocks; --nblocks, c += 64) {
    SNOW2_OUT(0); SNOW2_OUT(1); SNOW2_OUT(2); SNOW2_OUT(3);
    SNOW2_OUT(4); SNOW2_OUT(5); SNOW2_OUT(6); SNOW2_OUT(7);
    SNOW2_OUT(8); SNOW2_OUT(9); SNOW2_OUT(10); SNOW2_OUT(11);
    SNOW2_OUT(12); SNOW2_OUT(13); SNOW2_OUT(14); SNOW2_OUT(15);
    if (m) m += 64;
  }
  *state = local;
}

#define ESTREAM_STATE snow2_state
#define ESTREAM_BLOCKBYTES 64

#endif
