/*
 * skinny128/rows.h: SKINNY-128-384+ encryption (128-bit block, 384-bit tweakey TK1||TK2||TK3,
 * 40 rounds), portable and constant time: the state is four 32-bit words, one a row, cell j of
 * a row in byte j; the 8-bit S-box is its circuit (four NOR-XOR layers and bit permutations)
 * on the four bytes of a row at once, no table.
 * Specified in C. Beierle, J. Jean, S. Kölbl, G. Leander, A. Moradi, T. Peyrin, Y. Sasaki,
 * P. Sasdrich, S. M. Sim, "The SKINNY Family of Block Ciphers and its Low-Latency Variant
 * MANTIS" (CRYPTO 2016), section 2, and "Romulus v1.3", NIST LWC finalist (2021), 2.4 (the
 * 40-round SKINNY-128-384+).
 * The round tweakeys of TK2 and TK3 (rows 0 and 1 after each round's update) are computed once
 * into a skinny128_schedule and reused while those parts stay the same; TK1 (Romulus' counter
 * and domain byte) is updated on the fly. Public domain (CC0).
 */
#ifndef SKINNY128_ROWS_H
#define SKINNY128_ROWS_H

#include <stdint.h>
#include <string.h>

#define SKINNY128_ROUNDS 40

/* Rows 0 and 1 of the round tweakey of each round (TK2 ^ TK3, or one of them). */
typedef struct {
  uint32_t w[2 * SKINNY128_ROUNDS];
} skinny128_schedule;

/* The round constants: a 6-bit LFSR (rc5..rc0 -> rc4..rc0, rc5 ^ rc4 ^ 1), from 1 (public). */
static inline unsigned skinny128_next_rc(unsigned rc)
{
  return (rc << 1 & 0x3f) | ((rc >> 5 ^ rc >> 4 ^ 1) & 1);
}

static inline uint32_t skinny128_load32(const unsigned char *p)
{
  return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
}

static inline void skinny128_store32(unsigned char *p, uint32_t w)
{
  p[0] = (unsigned char) w; p[1] = (unsigned char) (w >> 8);
  p[2] = (unsigned char) (w >> 16); p[3] = (unsigned char) (w >> 24);
}

static inline uint32_t skinny128_rotl(uint32_t x, int n)
{
  return x << n | x >> (32 - n);
}

/* One layer of the S-box on every byte: x4 ^= NOR(x7, x6) and x0 ^= NOR(x3, x2). */
#define SKINNY128_NOR_LAYER(x) ((x) ^ (~((x) >> 3 | (x) >> 2) & 0x11111111))

/* The bit permutation between layers: bits (7..0) take the old bits (2 1 7 6 4 0 3 5). */
static inline uint32_t skinny128_sbox_perm(uint32_t x)
{
  return (x & 0x06060606) << 5 | (x & 0xc8c8c8c8) >> 2 | (x & 0x10101010) >> 1
         | (x & 0x01010101) << 2 | (x & 0x20202020) >> 5;
}

/* The 8-bit S-box S8 on the four bytes of x: four layers, the permutation between them, and a
   final exchange of bits 1 and 2. */
static inline uint32_t skinny128_sbox(uint32_t x)
{
  x = skinny128_sbox_perm(SKINNY128_NOR_LAYER(x));
  x = skinny128_sbox_perm(SKINNY128_NOR_LAYER(x));
  x = skinny128_sbox_perm(SKINNY128_NOR_LAYER(x));
  x = SKINNY128_NOR_LAYER(x);
  return (x & 0xf9f9f9f9) | (x & 0x02020202) << 1 | (x & 0x04040404) >> 1;
}

/* The tweakey permutation PT on a tweakey word's four rows t[0..3]: new cells 0..7 are old
   cells 9 15 8 13 10 14 12 11, new cells 8..15 are old cells 0..7. */
static inline void skinny128_permute_tweakey(uint32_t t[4])
{
  uint32_t r0 = t[0], r1 = t[1], r2 = t[2], r3 = t[3];
  t[2] = r0;
  t[3] = r1;
  t[0] = (r2 >> 8 & 0xff) | (r3 >> 16 & 0xff00) | (r2 << 16 & 0xff0000) | (r3 << 16 & 0xff000000);
  t[1] = (r2 >> 16 & 0xff) | (r3 >> 8 & 0xff00) | (r3 << 16 & 0xff0000) | (r2 & 0xff000000);
}

/* The LFSRs on the cells of rows 0 and 1 of TK2 (x7..x0 -> x6..x0, x7^x5) and TK3
   (x7..x0 -> x0^x6, x7..x1). */
static inline uint32_t skinny128_lfsr2(uint32_t x)
{
  return (x << 1 & 0xfefefefe) ^ ((x >> 7 ^ x >> 5) & 0x01010101);
}

static inline uint32_t skinny128_lfsr3(uint32_t x)
{
  return (x >> 1 & 0x7f7f7f7f) ^ ((x << 7 ^ x << 1) & 0x80808080);
}

/* The schedule of one tweakey word (which = 2 for TK2, 3 for TK3), added to rk (zero it first
   for a schedule of its own). */
static void skinny128_schedule_add(skinny128_schedule *rk, const unsigned char tk[16], int which)
{
  uint32_t t[4];
  int r, i;
  for (i = 0; i < 4; ++i) t[i] = skinny128_load32(tk + 4 * i);
  for (r = 0; r < SKINNY128_ROUNDS; ++r) {
    rk->w[2 * r] ^= t[0];
    rk->w[2 * r + 1] ^= t[1];
    skinny128_permute_tweakey(t);
    for (i = 0; i < 2; ++i) t[i] = which == 2 ? skinny128_lfsr2(t[i]) : skinny128_lfsr3(t[i]);
  }
}

/* A tweakey word's four rows from its 16 bytes. */
static inline void skinny128_load_rows(uint32_t t[4], const unsigned char b[16])
{
  int i;
  for (i = 0; i < 4; ++i) t[i] = skinny128_load32(b + 4 * i);
}

/* s (16 bytes, in place) enciphered under TK1 = the rows tk1 and the TK2/TK3 schedule rk. */
static void skinny128_encrypt(unsigned char s[16], const uint32_t tk1[4],
                              const skinny128_schedule *rk)
{
  uint32_t r0 = skinny128_load32(s), r1 = skinny128_load32(s + 4);
  uint32_t r2 = skinny128_load32(s + 8), r3 = skinny128_load32(s + 12), t[4], tmp;
  unsigned rc = 1;
  int r;
  memcpy(t, tk1, sizeof t);
  for (r = 0; r < SKINNY128_ROUNDS; ++r, rc = skinny128_next_rc(rc)) {
    r0 = skinny128_sbox(r0); r1 = skinny128_sbox(r1);
    r2 = skinny128_sbox(r2); r3 = skinny128_sbox(r3);
    r0 ^= (rc & 0xf) ^ t[0] ^ rk->w[2 * r];   /* constants in column 0 */
    r1 ^= (rc >> 4) ^ t[1] ^ rk->w[2 * r + 1];
    r2 ^= 0x2;
    skinny128_permute_tweakey(t);
    r1 = skinny128_rotl(r1, 8);          /* ShiftRows: row i right by i cells */
    r2 = skinny128_rotl(r2, 16);
    r3 = skinny128_rotl(r3, 24);
    r1 ^= r2;                            /* MixColumns */
    r2 ^= r0;
    r3 ^= r2;
    tmp = r3; r3 = r2; r2 = r1; r1 = r0; r0 = tmp;
  }
  skinny128_store32(s, r0); skinny128_store32(s + 4, r1);
  skinny128_store32(s + 8, r2); skinny128_store32(s + 12, r3);
}

#endif
