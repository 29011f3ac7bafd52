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

#define GIFT128_ROUNDS 40

/* The round keys, in the layout of the implementation that made them. */
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
   The output is left in s3, s1, s2, s0 order: the caller swaps s0 and s3 (or renames). */
#define GIFT128_SBOX(s0, s1, s2, s3)                                                     \
  do {                                                                                   \
    s1 ^= s0 & s2;                                                                       \
    s0 ^= s1 & s3;                                                                       \
    s2 ^= s0 | s1;                                                                       \
    s3 ^= s2;                                                                            \
    s1 ^= s3;                                                                            \
    s3 = ~s3;                                                                            \
    s2 ^= s0 & s1;                                                                       \
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

static inline uint32_t gift128_load32(const unsigned char *p)
{
  return (uint32_t) p[0] << 24 | (uint32_t) p[1] << 16 | (uint32_t) p[2] << 8 | p[3];
}

static inline void gift128_store32(unsigned char *p, uint32_t w)
{
  p[0] = (unsigned char) (w >> 24); p[1] = (unsigned char) (w >> 16);
  p[2] = (unsigned char) (w >> 8); p[3] = (unsigned char) w;
}

#endif
