/*
 * aes/bitslice.h: AES encryption (FIPS 197) of 4 blocks at once, bitsliced on eight 64-bit
 * words, portable C and constant time: no table, no secret-dependent branch or index.
 *
 * Layout: word q[i] holds bit i of every byte of the 4 blocks; the byte in row r, column c
 * (state byte 4c+r, FIPS 197 section 3.4) of block b sits at bit 16r + 4c + b. So a row is a
 * 16-bit lane: ShiftRows rotates lane r by 4r bits, and MixColumns reaches row r+1 by rotating
 * the whole word by 16. Round keys are kept in the same layout, repeated for the 4 blocks.
 * Used by the ref implementations of crypto_stream/aes*. Public domain (CC0).
 */
#ifndef AES_BITSLICE_H
#define AES_BITSLICE_H

#include <stdint.h>
#include "aes/sbox-bitslice.h"
#include "aes/schedule.h"
#include "compiler/bytes.h"

/* Exchange the bits at positions p + d (p in mask m) of a with those at p of b: word index
   bit and in-word position bit trade places (the steps of an 8x8 bit-matrix transpose). */
#define AES_BS_SWAPMOVE(a, b, m, d) \
  do { uint64_t t_ = (((a) >> (d)) ^ (b)) & (m); (b) ^= t_; (a) ^= t_ << (d); } while (0)

/* Within one word, exchange the bits at p (in mask m) and p + d. */
static inline uint64_t aes_bs_deltaswap(uint64_t x, uint64_t m, int d)
{
  uint64_t t = (x ^ (x >> d)) & m;
  return x ^ t ^ (t << d);
}

static inline void aes_bs_transpose(uint64_t w[8])
{
  int j;
  for (j = 0; j < 8; j += 2) AES_BS_SWAPMOVE(w[j], w[j + 1], 0x5555555555555555, 1);
  for (j = 0; j < 8; ++j)
    if (!(j & 2)) AES_BS_SWAPMOVE(w[j], w[j + 2], 0x3333333333333333, 2);
  for (j = 0; j < 4; ++j) AES_BS_SWAPMOVE(w[j], w[j + 4], 0x0F0F0F0F0F0F0F0F, 4);
}

/* Word j of the transpose takes bytes 8j'..8j'+7 of the 4 blocks with j' chosen so that after
   the transpose bit 8k+i of byte k sits at [c0 r1 r0 c1 b1 b0]; three delta swaps then move
   the index bits to [r1 r0 c1 c0 b1 b0] = 16r + 4c + b. */
static inline int aes_bs_word(int j) { return (j & 3) * 2 + (j >> 2); }

static inline void aes_bs_load(uint64_t q[8], const unsigned char in[64])
{
  int j;
  for (j = 0; j < 8; ++j) q[j] = bytes_load_le64(in + 8 * aes_bs_word(j));
  aes_bs_transpose(q);
  for (j = 0; j < 8; ++j) {
    q[j] = aes_bs_deltaswap(q[j], 0x00000000FFFF0000, 16); /* index bits 5, 4 */
    q[j] = aes_bs_deltaswap(q[j], 0x0000FF000000FF00, 8);  /* 4, 3 */
    q[j] = aes_bs_deltaswap(q[j], 0x00F000F000F000F0, 4);  /* 3, 2 */
  }
}

static inline void aes_bs_store(unsigned char out[64], uint64_t q[8])
{
  int j;
  for (j = 0; j < 8; ++j) {
    q[j] = aes_bs_deltaswap(q[j], 0x00F000F000F000F0, 4);
    q[j] = aes_bs_deltaswap(q[j], 0x0000FF000000FF00, 8);
    q[j] = aes_bs_deltaswap(q[j], 0x00000000FFFF0000, 16);
  }
  aes_bs_transpose(q);
  for (j = 0; j < 8; ++j) bytes_store_le64(out + 8 * aes_bs_word(j), q[j]);
}

static inline uint64_t aes_bs_rotr(uint64_t x, int n) { return x >> n | x << (64 - n); }

/* row r: column c takes column c + r, a right rotation of the 16-bit lane by 4r */
static inline void aes_bs_shiftrows(uint64_t q[8])
{
  int i;
  for (i = 0; i < 8; ++i) {
    uint64_t x = q[i];
    q[i] = (x & 0x000000000000FFFF)
         | ((x >> 4) & 0x000000000FFF0000) | ((x << 12) & 0x00000000F0000000)
         | ((x >> 8) & 0x000000FF00000000) | ((x << 8) & 0x0000FF0000000000)
         | ((x >> 12) & 0x000F000000000000) | ((x << 4) & 0xFFF0000000000000);
  }
}

/* row r becomes 2 s[r] + 3 s[r+1] + s[r+2] + s[r+3] = 2 t[r] + s[r+1] + t[r+2] with
   t[r] = s[r] + s[r+1]; doubling in GF(2^8) moves bit planes up and folds bit 7 into 0x1B */
static inline void aes_bs_mixcolumns(uint64_t q[8])
{
  uint64_t s1[8], t[8];
  int i;
  for (i = 0; i < 8; ++i) {
    s1[i] = aes_bs_rotr(q[i], 16);
    t[i] = q[i] ^ s1[i];
  }
  for (i = 0; i < 8; ++i) q[i] = s1[i] ^ aes_bs_rotr(t[i], 32) ^ (i ? t[i - 1] : 0);
  q[0] ^= t[7];
  q[1] ^= t[7];
  q[3] ^= t[7];
  q[4] ^= t[7];
}

static inline void aes_bs_addkey(uint64_t q[8], const uint64_t rk[8])
{
  int i;
  for (i = 0; i < 8; ++i) q[i] ^= rk[i];
}

static inline void aes_bs_encrypt(uint64_t q[8], const uint64_t rk[][8], int rounds)
{
  int r;
  aes_bs_addkey(q, rk[0]);
  for (r = 1; r < rounds; ++r) {
    aes_sbox_bitslice(q);
    aes_bs_shiftrows(q);
    aes_bs_mixcolumns(q);
    aes_bs_addkey(q, rk[r]);
  }
  aes_sbox_bitslice(q);
  aes_bs_shiftrows(q);
  aes_bs_addkey(q, rk[rounds]);
}

/* SubWord of FIPS 197 section 5.2: plane i holds bit i of the 4 bytes at bits 0, 8, 16, 24,
   which the bitsliced S-box treats as 4 of its 64 lanes */
static inline uint32_t aes_bs_subword(uint32_t w)
{
  uint64_t q[8];
  uint32_t out = 0;
  int i;
  for (i = 0; i < 8; ++i) q[i] = w >> i & 0x01010101;
  aes_sbox_bitslice(q);
  for (i = 0; i < 8; ++i) out |= (uint32_t) (q[i] & 0x01010101) << i;
  return out;
}

/* KeyExpansion (aes/schedule.h) for a key of 16, 24 or 32 bytes, in bitsliced form. Returns
   the number of rounds. */
static inline int aes_bs_expand(uint64_t rk[AES_MAXROUNDS + 1][8], const unsigned char *key,
                                int keybytes)
{
  uint32_t w[4 * (AES_MAXROUNDS + 1)];
  unsigned char bytes[64] = {0};
  int rounds = aes_schedule(w, key, keybytes, aes_bs_subword), i, j, g;
  /* four round keys go in as the 4 blocks; each is then spread to all 4 block positions */
  for (g = 0; g <= rounds; g += 4) {
    uint64_t q[8];
    for (i = 0; i < 64 && 16 * g + i < 16 * (rounds + 1); ++i)
      bytes[i] = (unsigned char) (w[4 * g + i / 4] >> 8 * (i % 4));
    aes_bs_load(q, bytes);
    for (j = 0; j < 4 && g + j <= rounds; ++j)
      for (i = 0; i < 8; ++i) {
        uint64_t x = q[i] >> j & 0x1111111111111111;
        x |= x << 1;
        rk[g + j][i] = x | x << 2;
      }
  }
  return rounds;
}

/* One block: out = AES (key of 16, 24 or 32 bytes) of in, as the first of the 4 lanes (SUPERCOP's
   crypto_core_aes128encrypt and aes256encrypt, include/). The key schedule is redone per call. */
static inline void aes_bs_encrypt_block(unsigned char out[16], const unsigned char in[16],
                                        const unsigned char *key, int keybytes)
{
  uint64_t rk[AES_MAXROUNDS + 1][8], q[8];
  unsigned char blocks[64] = {0};
  int rounds = aes_bs_expand(rk, key, keybytes), i;
  for (i = 0; i < 16; ++i) blocks[i] = in[i];
  aes_bs_load(q, blocks);
  aes_bs_encrypt(q, (const uint64_t (*)[8]) rk, rounds);
  aes_bs_store(blocks, q);
  for (i = 0; i < 16; ++i) out[i] = blocks[i];
}

#endif
