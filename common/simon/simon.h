/*
 * simon/simon.h: the Simon block ciphers with 32-bit words (Simon64/96, Simon64/128) and
 * 64-bit words (Simon128/128, /192, /256), portable C, one block at a time.
 * Specified in R. Beaulieu, D. Shors, J. Smith, S. Treatman-Clark, B. Weeks, L. Wingers,
 * "The Simon and Speck Families of Lightweight Block Ciphers" (ePrint 2013/404), section 3.
 * A block is the word pair (x, y), x the high word; the key is m little-endian words of the
 * key bytes, k_0 first (SUPERCOP's convention). Constant time: ands, xors and rotations by
 * constants; the round-constant bits are public.
 * Public domain (CC0).
 */
#ifndef SIMON_SIMON_H
#define SIMON_SIMON_H

#include <stdint.h>
#include "compiler/bytes.h"

#define SIMON_MAXROUNDS 72
#define SIMON_ROTL32(v, r) ((uint32_t) ((v) << (r) | (v) >> (32 - (r))))
#define SIMON_ROTL64(v, r) ((uint64_t) ((v) << (r) | (v) >> (64 - (r))))

/* The paper's sequences z_2, z_3, z_4 (period 62), bit t = z_j[t]: z_2 for Simon64/96 and
   Simon128/128, z_3 for Simon64/128 and Simon128/192, z_4 for Simon128/256. */
#define SIMON_Z2 0x3369f885192c0ef5ULL
#define SIMON_Z3 0x3c2ce51207a635dbULL
#define SIMON_Z4 0x3dc94c3a046d678bULL

/* f(x) = (S^1 x & S^8 x) ^ S^2 x; a round is (x, y) = (y ^ f(x) ^ k, x). Two rounds at a time,
   y ^= f(x) ^ k0 and x ^= f(y) ^ k1, need no swap; only Simon128/192 (69 rounds) has an odd
   last round. */
#define SIMON64_F(v) ((SIMON_ROTL32(v, 1) & SIMON_ROTL32(v, 8)) ^ SIMON_ROTL32(v, 2))
#define SIMON128_F(v) ((SIMON_ROTL64(v, 1) & SIMON_ROTL64(v, 8)) ^ SIMON_ROTL64(v, 2))

/* k_i = ~k_{i-m} ^ t ^ S^-1 t ^ z[(i-m) mod 62] ^ 3, t = S^-3 k_{i-1} (^ k_{i-3} when m = 4);
   ~k ^ 3 is k ^ c with c = 2^n - 4. */
static inline void simon64_expand(uint32_t *rk, const unsigned char *key, int m, int rounds,
                                  uint64_t z)
{
  int i;
  for (i = 0; i < m; ++i) rk[i] = bytes_load_le32(key + 4 * i);
  for (i = m; i < rounds; ++i) {
    uint32_t t = SIMON_ROTL32(rk[i - 1], 29);
    if (m == 4) t ^= rk[i - 3];
    t ^= SIMON_ROTL32(t, 31);
    rk[i] = rk[i - m] ^ t ^ (uint32_t) (z >> ((i - m) % 62) & 1) ^ 0xfffffffcU;
  }
}

static inline void simon128_expand(uint64_t *rk, const unsigned char *key, int m, int rounds,
                                   uint64_t z)
{
  int i;
  for (i = 0; i < m; ++i) rk[i] = bytes_load_le64(key + 8 * i);
  for (i = m; i < rounds; ++i) {
    uint64_t t = SIMON_ROTL64(rk[i - 1], 61);
    if (m == 4) t ^= rk[i - 3];
    t ^= SIMON_ROTL64(t, 63);
    rk[i] = rk[i - m] ^ t ^ (z >> ((i - m) % 62) & 1) ^ 0xfffffffffffffffcULL;
  }
}

static inline void simon64_encrypt(uint32_t *x, uint32_t *y, const uint32_t *rk, int rounds)
{
  uint32_t a = *x, b = *y;
  int i;
  for (i = 0; i + 1 < rounds; i += 2) {
    b ^= SIMON64_F(a) ^ rk[i];
    a ^= SIMON64_F(b) ^ rk[i + 1];
  }
  if (rounds & 1) {
    uint32_t t = a;
    a = b ^ SIMON64_F(a) ^ rk[rounds - 1];
    b = t;
  }
  *x = a;
  *y = b;
}

static inline void simon128_encrypt(uint64_t *x, uint64_t *y, const uint64_t *rk, int rounds)
{
  uint64_t a = *x, b = *y;
  int i;
  for (i = 0; i + 1 < rounds; i += 2) {
    b ^= SIMON128_F(a) ^ rk[i];
    a ^= SIMON128_F(b) ^ rk[i + 1];
  }
  if (rounds & 1) {
    uint64_t t = a;
    a = b ^ SIMON128_F(a) ^ rk[rounds - 1];
    b = t;
  }
  *x = a;
  *y = b;
}

#endif
