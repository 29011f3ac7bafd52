/*
 * skinny128/rows.h: SKINNY-128-384+ encryption (128-bit block, 384-bit tweakey TK1||TK2||TK3,
 * 40 rounds), portable and constant time: the state is four 32-bit words, one a row, cell j of
 * a row in byte j; the 8-bit S-box is its circuit (four NOR-XOR layers and bit permutations)
 * on the four bytes of a row at once, no table.
 * Specified in C. Beierle, J. Jean, S. Kölbl, G. Leander, A. Moradi, T. Peyrin, Y. Sasaki,
 * P. Sasdrich, S. M. Sim, "The SKINNY Family of Block Ciphers and its Low-Latency Variant
 * MANTIS" (CRYPTO 2016), section 2, and "Romulus v1.3", NIST LWC finalist (2021), 2.4 (the
 * 40-round SKINNY-128-384+). TK2, TK3 and the constants come from a skinny128_schedule
 * (skinny128/schedule.h); TK1 (Romulus' counter and domain byte) is updated on the fly.
 * Public domain (CC0).
 */
#ifndef SKINNY128_H
#define SKINNY128_H

#include "skinny128/schedule.h"

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

/* The schedule of TK2 (which = 2) or TK3 (3) added to rk: word by word. */
static void skinny128_schedule_add(skinny128_schedule *rk, const unsigned char tk[16], int which)
{
  skinny128_schedule_add_words(rk, tk, which);
}

/* s (16 bytes, in place) enciphered under TK1 = the rows tk1 and the TK2/TK3 schedule rk.
   A header with its own rounds (skinny128/armv6.h) defines SKINNY128_ENCRYPT_ELSEWHERE, includes
   this one for the rest, and defines skinny128_encrypt after it. */
#ifdef SKINNY128_ENCRYPT_ELSEWHERE
static void skinny128_encrypt(unsigned char s[16], const uint32_t tk1[4],
                              const skinny128_schedule *rk);
#else
static void skinny128_encrypt(unsigned char s[16], const uint32_t tk1[4],
                              const skinny128_schedule *rk)
{
  uint32_t r0 = skinny128_load32(s), r1 = skinny128_load32(s + 4);
  uint32_t r2 = skinny128_load32(s + 8), r3 = skinny128_load32(s + 12), t[4], tmp;
  int r;
  memcpy(t, tk1, sizeof t);
  for (r = 0; r < SKINNY128_ROUNDS; ++r) {
    r0 = skinny128_sbox(r0); r1 = skinny128_sbox(r1);
    r2 = skinny128_sbox(r2); r3 = skinny128_sbox(r3);
    r0 ^= t[0] ^ rk->w[2 * r];          /* round tweakey and constants */
    r1 ^= t[1] ^ rk->w[2 * r + 1];
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

#include "skinny128/tweakey-calls.h"

#endif
