/*
 * aes/neon.h: AES encryption (FIPS 197) in counter mode with NEON (ARMv7-A, the Cortex-A7),
 * bitsliced, 8 blocks at a time, constant time: no table, no secret-dependent branch or index.
 * Each q register holds two words of aes/bitslice.h's layout (4 blocks per 64-bit half, bit
 * 16r + 4c + b for row r, column c, block b), so the S-box circuit (aes/sbox-circuit.h) runs
 * on 8 blocks per gate, and so do the round's linear steps:
 *   ShiftRows: row r is 16-bit lane r of each half, rotated right by 4r: two vshl.u16 with
 *     per-lane counts (right by 4r, left by 16 - 4r; a count of 16 gives 0) and an or;
 *   MixColumns: aes/bitslice.h's rotations of each half by 16 (vshr+vsli) and 32 (vrev64.32).
 * Blocks go to bit planes and back through aes/bitslice.h's scalar load and store, 4 blocks
 * at a time; the key schedule is aes/bitslice.h's, each round key word copied to both halves.
 * Public domain (CC0).
 */
#ifndef AES_NEON_H
#define AES_NEON_H

#if !defined(__ARM_NEON) && !defined(__ARM_NEON__)
#error "aes/neon.h needs NEON"
#endif

#include <arm_neon.h>
#include <stdint.h>
#include "aes/bitslice.h"
#include "aes/ctr.h"

static inline void aes_neon_sbox(uint64x2_t q[8])
{
#define AES_SBOX_WORD uint64x2_t
#include "aes/sbox-circuit.h"
#undef AES_SBOX_WORD
}

static inline void aes_neon_shiftrows(uint64x2_t q[8])
{
  static const int16_t right[8] = { 0, -4, -8, -12, 0, -4, -8, -12 };
  static const int16_t left[8] = { 16, 12, 8, 4, 16, 12, 8, 4 };
  const int16x8_t r = vld1q_s16(right), l = vld1q_s16(left);
  int i;
  for (i = 0; i < 8; ++i) {
    const uint16x8_t x = vreinterpretq_u16_u64(q[i]);
    q[i] = vreinterpretq_u64_u16(vorrq_u16(vshlq_u16(x, r), vshlq_u16(x, l)));
  }
}

#define AES_NEON_ROTR16(x) vsliq_n_u64(vshrq_n_u64(x, 16), x, 48)
#define AES_NEON_ROTR32(x) vreinterpretq_u64_u32(vrev64q_u32(vreinterpretq_u32_u64(x)))

/* as aes_bs_mixcolumns in aes/bitslice.h */
static inline void aes_neon_mixcolumns(uint64x2_t q[8])
{
  uint64x2_t s1[8], t[8];
  int i;
  for (i = 0; i < 8; ++i) {
    s1[i] = AES_NEON_ROTR16(q[i]);
    t[i] = veorq_u64(q[i], s1[i]);
  }
  q[0] = veorq_u64(s1[0], AES_NEON_ROTR32(t[0]));
  for (i = 1; i < 8; ++i) q[i] = veorq_u64(veorq_u64(s1[i], AES_NEON_ROTR32(t[i])), t[i - 1]);
  q[0] = veorq_u64(q[0], t[7]);
  q[1] = veorq_u64(q[1], t[7]);
  q[3] = veorq_u64(q[3], t[7]);
  q[4] = veorq_u64(q[4], t[7]);
}

static inline void aes_neon_addkey(uint64x2_t q[8], const uint64x2_t rk[8])
{
  int i;
  for (i = 0; i < 8; ++i) q[i] = veorq_u64(q[i], rk[i]);
}

static inline void aes_neon_encrypt(uint64x2_t q[8], const uint64x2_t rk[][8], int rounds)
{
  int r;
  aes_neon_addkey(q, rk[0]);
  for (r = 1; r < rounds; ++r) {
    aes_neon_sbox(q);
    aes_neon_shiftrows(q);
    aes_neon_mixcolumns(q);
    aes_neon_addkey(q, rk[r]);
  }
  aes_neon_sbox(q);
  aes_neon_shiftrows(q);
  aes_neon_addkey(q, rk[rounds]);
}

/* c[0..len) = m XOR keystream (m may be 0). c may equal m, n or k: n and k are read first. */
static void aes_neon_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                         const unsigned char *n, const unsigned char *k, int keybytes, int layout)
{
  uint64_t rk64[AES_MAXROUNDS + 1][8], lo[8], hi[8];
  uint64x2_t rk[AES_MAXROUNDS + 1][8], q[8];
  unsigned char nonce[16], blocks[128];
  uint64_t i = 0;
  int rounds = aes_bs_expand(rk64, k, keybytes), j, r;
  for (r = 0; r <= rounds; ++r)
    for (j = 0; j < 8; ++j) rk[r][j] = vdupq_n_u64(rk64[r][j]);
  for (j = 0; j < 16; ++j) nonce[j] = n[j];
  while (len > 0) {
    unsigned long long take = len < 128 ? len : 128;
    for (j = 0; j < 8; ++j) aes_counter_block(blocks + 16 * j, nonce, i + j, layout);
    aes_bs_load(lo, blocks);
    aes_bs_load(hi, blocks + 64);
    for (j = 0; j < 8; ++j) q[j] = vcombine_u64(vcreate_u64(lo[j]), vcreate_u64(hi[j]));
    aes_neon_encrypt(q, (const uint64x2_t (*)[8]) rk, rounds);
    for (j = 0; j < 8; ++j) {
      vst1_u64(&lo[j], vget_low_u64(q[j]));
      vst1_u64(&hi[j], vget_high_u64(q[j]));
    }
    aes_bs_store(blocks, lo);
    aes_bs_store(blocks + 64, hi);
    for (j = 0; j < (int) take; ++j) c[j] = (unsigned char) ((m ? m[j] : 0) ^ blocks[j]);
    c += take;
    if (m) m += take;
    len -= take;
    i += 8;
  }
}

#endif
