/*
 * sosemanuk/shared/sosemanuk.h: Sosemanuk with a 256-bit key and a 128-bit IV (SUPERCOP's
 * sizes), 20 steps (80 bytes of keystream) per block. Specified in C. Berbain, O. Billet,
 * A. Canteaut, N. Courtois, H. Gilbert, L. Goubin, A. Gouget, L. Granboulan, C. Lauradoux,
 * M. Minier, T. Pornin, H. Sibert, "SOSEMANUK, a fast software-oriented stream cipher"
 * (eSTREAM portfolio); key, IV and keystream words little-endian.
 * The including implementation defines snow2_mul_alpha and snow2_div_alpha (one of the
 * snow2/alpha*.h: Sosemanuk's LFSR field is SNOW 2.0's).
 * Public domain (CC0).
 */
#ifndef SOSEMANUK_SOSEMANUK_H
#define SOSEMANUK_SOSEMANUK_H

#include <stdint.h>
#include "serpent.h"
#include "compiler/bytes.h"

/* The LFSR as a ring: after t steps, spec word s_{t+1+k} is s[(t + k) % 10]. Blocks of 20
   steps bring it back to the same place, so every index below is a constant. */
typedef struct {
  uint32_t s[10];
  uint32_t r1, r2;
} sosemanuk_state;

/* IV setup: Serpent24 on the IV, its round 12, 18 and 24 outputs fill the LFSR and FSM. */
static void estream_setup(sosemanuk_state *st, const unsigned char *k, const unsigned char *n)
{
  uint32_t sk[100], x[4], y12[4], y18[4];
  int j;
  serpent24_schedule(sk, k);
  for (j = 0; j < 4; ++j) x[j] = bytes_load_le32(n + 4 * j);
  serpent24(x, y12, y18, sk);
  st->s[6] = y12[3]; st->s[7] = y12[2]; st->s[8] = y12[1]; st->s[9] = y12[0];
  st->r1 = y18[0]; st->s[4] = y18[1]; st->r2 = y18[2]; st->s[5] = y18[3];
  st->s[3] = x[0]; st->s[2] = x[1]; st->s[1] = x[2]; st->s[0] = x[3];
}

#define SOSEMANUK_S(t, k) st->s[((t) + (k)) % 10]

/* Step t of a block: the FSM moves (R1 = R2 + mux(lsb R1, s_{t+1}, s_{t+1} ^ s_{t+8}),
   R2 = Trans(R1) = (R1 * 0x54655307) <<< 7), f = (s_{t+9} + R1) ^ R2, v = s_t, and the
   LFSR takes s_{t+9} ^ alpha^-1 s_{t+3} ^ alpha s_t into the slot of s_t. */
#define SOSEMANUK_STEP(t, f, v)                                                           \
  do {                                                                                    \
    uint32_t r1_ = st->r2 + (SOSEMANUK_S(t, 1) ^ (-(st->r1 & 1) & SOSEMANUK_S(t, 8)));   \
    uint32_t r2_ = st->r1 * 0x54655307;                                                   \
    st->r2 = SERPENT_ROTL(r2_, 7);                                                        \
    st->r1 = r1_;                                                                         \
    v = SOSEMANUK_S(t, 0);                                                                \
    SOSEMANUK_S(t, 0) = SOSEMANUK_S(t, 9) ^ snow2_div_alpha(SOSEMANUK_S(t, 3)) ^ snow2_mul_alpha(v); \
    f = (SOSEMANUK_S(t, 9) + st->r1) ^ st->r2;                                            \
  } while (0)

/* Four steps, then Serpent's S2 on their four f values, XORed with their four s_t. */
#define SOSEMANUK_QUAD(t)                                                                 \
  do {                                                                                    \
    uint32_t f_[4], v_[4];                                                                \
    int j_;                                                                               \
    SOSEMANUK_STEP((t), f_[0], v_[0]);                                                    \
    SOSEMANUK_STEP((t) + 1, f_[1], v_[1]);                                                \
    SOSEMANUK_STEP((t) + 2, f_[2], v_[2]);                                                \
    SOSEMANUK_STEP((t) + 3, f_[3], v_[3]);                                                \
    SERPENT_SBOX(f_, 2);                                                                        \
    for (j_ = 0; j_ < 4; ++j_) {                                                          \
      uint32_t z_ = f_[j_] ^ v_[j_];                                                      \
      if (m) z_ ^= bytes_load_le32(m + 4 * ((t) + j_));                                    \
      bytes_store_le32(c + 4 * ((t) + j_), z_);                                          \
    }                                                                                     \
  } while (0)

/* c = m XOR keystream, 80 bytes per block; m = 0 gives the keystream. */
static void estream_blocks(sosemanuk_state *state, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  /* a local copy whose address stays here: the compiler keeps it in registers instead of
     reloading it after every store through c, which could alias *state as far as it knows */
  sosemanuk_state local = *state, *st = &local;
  for (; nblocks; --nblocks, c += 80) {
    SOSEMANUK_QUAD(0);
    SOSEMANUK_QUAD(4);
    SOSEMANUK_QUAD(8);
    SOSEMANUK_QUAD(12);
    SOSEMANUK_QUAD(16);
    if (m) m += 80;
  }
  *state = local;
}

#define ESTREAM_STATE sosemanuk_state
#define ESTREAM_BLOCKBYTES 80

#endif
