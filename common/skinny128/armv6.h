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

/* The masks, by bits of each byte (eight: the permutation reuses the NOR-XORs' but one), in
   variables whose values are hidden from the compilers: else clang rewrites m & ~t as
   (t & m) ^ m, an extra instruction and constant each time. */
typedef struct {
  uint32_t b1, b2, b3, b5, b6, b7, b04, b145;
} skinny128_armv6_masks;

#define SKINNY128_ARMV6_OPAQUE(m) __asm__("" : "+r"(m))

static inline void skinny128_armv6_masks_init(skinny128_armv6_masks *m)
{
  m->b1 = 0x02020202; m->b2 = 0x04040404; m->b3 = 0x08080808;
  m->b5 = 0x20202020; m->b6 = 0x40404040; m->b7 = 0x80808080; m->b04 = 0x11111111;
  m->b145 = 0x32323232;
  SKINNY128_ARMV6_OPAQUE(m->b1); SKINNY128_ARMV6_OPAQUE(m->b2);
  SKINNY128_ARMV6_OPAQUE(m->b3); SKINNY128_ARMV6_OPAQUE(m->b5); SKINNY128_ARMV6_OPAQUE(m->b6);
  SKINNY128_ARMV6_OPAQUE(m->b7); SKINNY128_ARMV6_OPAQUE(m->b04); SKINNY128_ARMV6_OPAQUE(m->b145);
}

/* The S-box S8 on the four bytes of x. The wires of rows.h's layers, tracked through its
   permutations (bit targets ^= NOR(sources)): 4,0 ^= NOR(7,6), NOR(3,2); 6 ^= NOR(2,1);
   5 ^= NOR(4,0); 1 ^= NOR(0,3); 7 ^= NOR(6,5); 3 ^= NOR(5,4); 2 ^= NOR(1,7). The output's
   bits 7..0 are then at bits 5 4 0 3 1 6 7 2. */
static inline uint32_t skinny128_armv6_sbox(uint32_t x, const skinny128_armv6_masks *m)
{
  SKINNY128_ARMV6_NOR(x, m->b04, 3, 2);
  SKINNY128_ARMV6_NOR(x, m->b6, 28, 27);
  SKINNY128_ARMV6_NOR(x, m->b5, 31, 27);
  SKINNY128_ARMV6_NOR(x, m->b1, 31, 2);
  SKINNY128_ARMV6_NOR(x, m->b7, 31, 30);
  SKINNY128_ARMV6_NOR(x, m->b3, 2, 1);
  SKINNY128_ARMV6_NOR(x, m->b2, 31, 5);
  return (x & m->b2) >> 2 | (x & m->b7) >> 6 | (x & m->b6) >> 4 | (x & m->b145) << 2
         | (x & m->b3) << 1 | (x << 5 & m->b5);
}

/* One round on the rows a, b, c, d with rows 0 and 1 of the round tweakey k0, k1: afterwards
   the rows are d, a, b, c (the callers rename instead of moving). */
#define SKINNY128_ARMV6_ROUND(a, b, c, d, k0, k1, m)                                   \
  do {                                                                                  \
    a = skinny128_armv6_sbox(a, m) ^ (k0); b = skinny128_armv6_sbox(b, m) ^ (k1);       \
    c = skinny128_armv6_sbox(c, m) ^ 0x2; d = skinny128_armv6_sbox(d, m);               \
    b = skinny128_rotl(b, 8) ^ skinny128_rotl(c, 16);   /* ShiftRows, MixColumns */     \
    c = skinny128_rotl(c, 16) ^ a;                                                      \
    d = skinny128_rotl(d, 24) ^ c;                                                      \
  } while (0)

/* The round tweakeys' rows 0 and 1 (TK1's from tk1, updated round by round, and the
   schedule's) into k first, in a loop of their own: the rounds then hold no TK1 words, and
   the compilers spill fewer of the rows and masks. */
static inline void skinny128_armv6_tweakeys(uint32_t k[2 * SKINNY128_ROUNDS],
                                            const uint32_t tk1[4], const skinny128_schedule *rk)
{
  uint32_t t[4];
  int r;
  memcpy(t, tk1, sizeof t);
  for (r = 0; r < SKINNY128_ROUNDS; ++r) {
    k[2 * r] = t[0] ^ rk->w[2 * r];
    k[2 * r + 1] = t[1] ^ rk->w[2 * r + 1];
    skinny128_permute_tweakey(t);
  }
}

static void skinny128_encrypt(unsigned char s[16], const uint32_t tk1[4],
                              const skinny128_schedule *rk)
{
  uint32_t r0 = skinny128_load32(s), r1 = skinny128_load32(s + 4);
  uint32_t r2 = skinny128_load32(s + 8), r3 = skinny128_load32(s + 12);
  uint32_t k[2 * SKINNY128_ROUNDS];
  const uint32_t *kr;
  skinny128_armv6_masks m;
  skinny128_armv6_tweakeys(k, tk1, rk);
  skinny128_armv6_masks_init(&m);
  for (kr = k; kr < k + 2 * SKINNY128_ROUNDS; kr += 8) {  /* four rounds bring the names back */
    SKINNY128_ARMV6_ROUND(r0, r1, r2, r3, kr[0], kr[1], &m);
    SKINNY128_ARMV6_ROUND(r3, r0, r1, r2, kr[2], kr[3], &m);
    SKINNY128_ARMV6_ROUND(r2, r3, r0, r1, kr[4], kr[5], &m);
    SKINNY128_ARMV6_ROUND(r1, r2, r3, r0, kr[6], kr[7], &m);
  }
  skinny128_store32(s, r0); skinny128_store32(s + 4, r1);
  skinny128_store32(s + 8, r2); skinny128_store32(s + 12, r3);
}

#endif
