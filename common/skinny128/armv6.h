/*
 * skinny128/armv6.h: SKINNY-128-384+ encryption for 32-bit ARM without NEON (ARM1176), on
 * skinny128/rows.h's state (four 32-bit rows, cell j of a row in byte j) and schedule: its
 * S-box circuit rewritten for the barrel shifter. rows.h's circuit (four NOR-XOR layers with
 * a bit permutation after three of them) is done in place: each of its eight NOR-XORs on the
 * bits where its wires are at that point, as x ^= m & ~ror(x | ror(x, d), e) (orr and bic with
 * their rotations in the shifter: three instructions, two NOR-XORs sharing one when their
 * rotations agree), and the three permutations and the final exchange composed into one
 * permutation at the end (six masked shifts). Constant time: no branch or index depends on
 * the key or the data.
 * Specified in C. Beierle et al., "The SKINNY Family of Block Ciphers and its Low-Latency
 * Variant MANTIS" (CRYPTO 2016), section 2, and "Romulus v1.3", NIST LWC finalist (2021), 2.4.
 * Public domain (CC0).
 */
#ifndef SKINNY128_ARMV6_H
#define SKINNY128_ARMV6_H

#define SKINNY128_ENCRYPT_ELSEWHERE
#include "skinny128/rows.h"

#define SKINNY128_ARMV6_ROR(x, n) ((x) >> (n) | (x) << (32 - (n)))

/* Bits t of each byte (those in m) ^= NOR(bit t + a, bit t + b), a and b taken mod 8 within
   the byte but given as rotations mod 32 (1..31): ror(x, a) holds bit t + a at bit t. */
#define SKINNY128_ARMV6_NOR(x, m, a, b)                                                \
  do {                                                                                  \
    uint32_t t_ = (x) | SKINNY128_ARMV6_ROR(x, ((b) - (a)) & 31);                      \
    (x) ^= (m) & ~SKINNY128_ARMV6_ROR(t_, a);                                           \
  } while (0)

/* The S-box S8 on the four bytes of x. The wires of rows.h's layers, tracked through its
   permutations (bit targets ^= NOR(sources)): 4,0 ^= NOR(7,6), NOR(3,2); 6 ^= NOR(2,1);
   5 ^= NOR(4,0); 1 ^= NOR(0,3); 7 ^= NOR(6,5); 3 ^= NOR(5,4); 2 ^= NOR(1,7). The output's
   bits 7..0 are then at bits 5 4 0 3 1 6 7 2. */
static inline uint32_t skinny128_armv6_sbox(uint32_t x)
{
  SKINNY128_ARMV6_NOR(x, 0x11111111, 3, 2);
  SKINNY128_ARMV6_NOR(x, 0x40404040, 28, 27);
  SKINNY128_ARMV6_NOR(x, 0x20202020, 31, 27);
  SKINNY128_ARMV6_NOR(x, 0x02020202, 31, 2);
  SKINNY128_ARMV6_NOR(x, 0x80808080, 31, 30);
  SKINNY128_ARMV6_NOR(x, 0x08080808, 2, 1);
  SKINNY128_ARMV6_NOR(x, 0x04040404, 31, 5);
  return (x & 0x04040404) >> 2 | (x & 0x80808080) >> 6 | (x & 0x40404040) >> 4
         | (x & 0x32323232) << 2 | (x & 0x08080808) << 1 | (x & 0x01010101) << 5;
}

static void skinny128_encrypt(unsigned char s[16], const uint32_t tk1[4],
                              const skinny128_schedule *rk)
{
  uint32_t r0 = skinny128_load32(s), r1 = skinny128_load32(s + 4);
  uint32_t r2 = skinny128_load32(s + 8), r3 = skinny128_load32(s + 12), t[4], tmp;
  int r;
  memcpy(t, tk1, sizeof t);
  for (r = 0; r < SKINNY128_ROUNDS; ++r) {
    r0 = skinny128_armv6_sbox(r0); r1 = skinny128_armv6_sbox(r1);
    r2 = skinny128_armv6_sbox(r2); r3 = skinny128_armv6_sbox(r3);
    r0 ^= t[0] ^ rk->w[2 * r];
    r1 ^= t[1] ^ rk->w[2 * r + 1];
    r2 ^= 0x2;
    skinny128_permute_tweakey(t);
    r1 = skinny128_rotl(r1, 8);
    r2 = skinny128_rotl(r2, 16);
    r3 = skinny128_rotl(r3, 24);
    r1 ^= r2;
    r2 ^= r0;
    r3 ^= r2;
    tmp = r3; r3 = r2; r2 = r1; r1 = r0; r0 = tmp;
  }
  skinny128_store32(s, r0); skinny128_store32(s + 4, r1);
  skinny128_store32(s + 8, r2); skinny128_store32(s + 12, r3);
}

#endif
