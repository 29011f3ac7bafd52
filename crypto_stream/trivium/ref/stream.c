/*
 * crypto_stream/trivium/ref: Trivium, one state bit per step, written to mirror the
 * specification (C. De Canniere and B. Preneel, "Trivium Specifications", eSTREAM 2005/030,
 * and the eSTREAM portfolio version), with the bit conventions of the eSTREAM code that
 * SUPERCOP measures:
 *   key byte j bit b (b = 0 the least significant) is key bit K[8j+b]; (s1..s80) = (K[79]..K[0]),
 *   IV likewise into (s94..s173); s286 = s287 = s288 = 1; all other bits 0;
 *   keystream bit i is bit i mod 8 (least significant first) of output byte i / 8.
 * Constant time: no branch and no memory index depends on the key, the IV or the state.
 * Public domain (CC0).
 */
#include <stdint.h>

/* The 288-bit state as a ring: the whole state moves one place per step, so spec bit s_i
   lives at ring[(i - 1 - t) mod 288] after t steps and nothing is copied. */
typedef struct {
  uint8_t ring[288];
  unsigned t; /* steps done, mod 288 */
} trivium_state;

static unsigned slot(const trivium_state *st, unsigned i)
{
  return (i - 1 + 288 - st->t) % 288;
}

#define S(i) st->ring[slot(st, i)]

/* One step; returns the keystream bit z of this step. */
static unsigned trivium_step(trivium_state *st)
{
  unsigned t1 = S(66) ^ S(93);
  unsigned t2 = S(162) ^ S(177);
  unsigned t3 = S(243) ^ S(288);
  unsigned z = t1 ^ t2 ^ t3;
  unsigned s1, s94, s178;

  t1 ^= (S(91) & S(92)) ^ S(171);
  t2 ^= (S(175) & S(176)) ^ S(264);
  t3 ^= (S(286) & S(287)) ^ S(69);
  /* After the move, new s1, s94, s178 take the slots of s288, s93, s177, which drop out. */
  s1 = slot(st, 288);
  s94 = slot(st, 93);
  s178 = slot(st, 177);
  st->ring[s1] = (uint8_t) t3;
  st->ring[s94] = (uint8_t) t1;
  st->ring[s178] = (uint8_t) t2;
  st->t = (st->t + 1) % 288;
  return z;
}

static void estream_setup(trivium_state *st, const unsigned char *k, const unsigned char *n)
{
  unsigned i;
  for (i = 0; i < 288; ++i) st->ring[i] = 0;
  st->t = 0;
  for (i = 0; i < 80; ++i) {
    st->ring[79 - i] = (k[i / 8] >> (i % 8)) & 1;        /* s_{80-i} = K[i] */
    st->ring[93 + 79 - i] = (n[i / 8] >> (i % 8)) & 1;   /* s_{173-i} = IV[i] */
  }
  st->ring[285] = st->ring[286] = st->ring[287] = 1;
  for (i = 0; i < 4 * 288; ++i) trivium_step(st);
}

/* c = m XOR keystream, one byte (8 steps) at a time; m = 0 gives the keystream. */
static void estream_blocks(trivium_state *st, unsigned char *c, const unsigned char *m,
                           unsigned long long nbytes)
{
  unsigned long long j;
  unsigned b, byte;
  for (j = 0; j < nbytes; ++j) {
    byte = 0;
    for (b = 0; b < 8; ++b) byte |= trivium_step(st) << b;
    c[j] = (unsigned char) (byte ^ (m ? m[j] : 0));
  }
}

#define ESTREAM_STATE trivium_state
#define ESTREAM_BLOCKBYTES 1
#include "estream/stream.c"
