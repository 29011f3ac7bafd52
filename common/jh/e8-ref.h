/*
 * jh/e8-ref.h: the JH bijection E8 in portable C, in the bit-sliced form of "The Hash Function
 * JH" (H. Wu, round-3 version, 2011), section 4 (bit-slice implementation): the 1024-bit state
 * is eight 128-bit words A0..A7 (bytes 16k..16k+15 of H are Ak); each round applies the S-boxes
 * (S0 or S1 by a round-constant bit) and the linear map L to 256 pairs of 4-bit elements
 * (bit i of A0, A2, A4, A6 and bit i of A1, A3, A5, A7), then swaps neighbouring groups of
 * 2^(r mod 7) bits in the odd words, which equals the permutation P8 of the standard
 * description up to a rotation of bit positions that is the identity every 7 rounds.
 * The round count is given in half rounds: 71 = 35.5 rounds (the round-2 JH of SUPERCOP's
 * jh224..jh512: 35 rounds and a last layer of S-boxes alone), 84 = 42 rounds (round 3).
 * Defines, for jh/hash.h:
 *   static void jh_e8(unsigned char h[128], int halfrounds);
 * Inside, word k is held as x[2k] (bytes 16k..16k+7, little-endian) and x[2k+1] (the next 8).
 * The S-box and L layers are in jh/layers.h, shared with the vector versions.
 * Constant time: logic operations and fixed shifts only.
 * Public domain (CC0).
 */
#ifndef JH_E8_H
#define JH_E8_H

#include <stdint.h>
#include "jh/constants.h"

typedef uint64_t jh_word;

#define JH_XOR(a, b) ((a) ^ (b))
#define JH_AND(a, b) ((a) & (b))
#define JH_OR(a, b) ((a) | (b))
#define JH_ANDNOT(a, b) (~(a) & (b))
#define JH_NOT(a) (~(a))
#include "jh/layers.h"

/* x with neighbouring groups of 2^s bits exchanged (bit index i becomes i xor 2^s; with the
   little-endian words above, s < 3 stays inside a byte, 3 and 4 move bytes, 5 halves) */
static inline uint64_t jh_swap(uint64_t x, int s)
{
  static const uint64_t mask[5] = {
    0x5555555555555555ULL, 0x3333333333333333ULL, 0x0f0f0f0f0f0f0f0fULL,
    0x00ff00ff00ff00ffULL, 0x0000ffff0000ffffULL
  };
  int n = s < 3 ? 1 << s : 8 << (s - 3);
  if (s == 5) return x << 32 | x >> 32;
  return (x & mask[s]) << n | ((x >> n) & mask[s]);
}

static void jh_e8_words(uint64_t h[16], int halfrounds)
{
  int r, w, k, s;
  uint64_t t;

  for (r = 0; r < halfrounds / 2; ++r) {
    for (w = 0; w < 2; ++w) {
      JH_SBOX(h[w], h[4 + w], h[8 + w], h[12 + w], jh_rc[r][0][w]);
      JH_SBOX(h[2 + w], h[6 + w], h[10 + w], h[14 + w], jh_rc[r][1][w]);
      JH_L(h[w], h[4 + w], h[8 + w], h[12 + w], h[2 + w], h[6 + w], h[10 + w], h[14 + w]);
    }
    s = r % 7;
    for (k = 1; k < 8; k += 2) {
      if (s == 6) {
        t = h[2 * k];
        h[2 * k] = h[2 * k + 1];
        h[2 * k + 1] = t;
      } else {
        h[2 * k] = jh_swap(h[2 * k], s);
        h[2 * k + 1] = jh_swap(h[2 * k + 1], s);
      }
    }
  }
  if (halfrounds % 2)
    for (w = 0; w < 2; ++w) {
      JH_SBOX(h[w], h[4 + w], h[8 + w], h[12 + w], jh_rc[r][0][w]);
      JH_SBOX(h[2 + w], h[6 + w], h[10 + w], h[14 + w], jh_rc[r][1][w]);
    }
}

static void jh_e8(unsigned char h[128], int halfrounds)
{
  uint64_t x[16];
  int i;
  for (i = 0; i < 16; ++i) {
    const unsigned char *p = h + 8 * i;
    /* one expression, which compilers turn into one load on little-endian machines */
    x[i] = (uint64_t) p[0] | (uint64_t) p[1] << 8 | (uint64_t) p[2] << 16
           | (uint64_t) p[3] << 24 | (uint64_t) p[4] << 32 | (uint64_t) p[5] << 40
           | (uint64_t) p[6] << 48 | (uint64_t) p[7] << 56;
  }
  jh_e8_words(x, halfrounds);
  for (i = 0; i < 16; ++i) {
    unsigned char *p = h + 8 * i;
    p[0] = (unsigned char) x[i]; p[1] = (unsigned char) (x[i] >> 8);
    p[2] = (unsigned char) (x[i] >> 16); p[3] = (unsigned char) (x[i] >> 24);
    p[4] = (unsigned char) (x[i] >> 32); p[5] = (unsigned char) (x[i] >> 40);
    p[6] = (unsigned char) (x[i] >> 48); p[7] = (unsigned char) (x[i] >> 56);
  }
}

#endif
