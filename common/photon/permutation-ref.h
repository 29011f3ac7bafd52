/*
 * photon/permutation-ref.h: the PHOTON-256 permutation (8 x 8 cells of 4 bits, 12 rounds),
 * bitsliced on four 64-bit planes: bit 8i + j of plane b is bit b of cell (row i, column j).
 * Byte 4i + j/2 of the state holds cell (i, j), in its low nibble when j is even.
 * AddConstants and SubCells (the PRESENT S-box as its algebraic normal form) act on the planes
 * as they are; ShiftRows rotates byte i of each plane by i; MixColumnSerial multiplies every
 * column by the 8 x 8 matrix over GF(16) (x^4 + x + 1): for each output row, the multiples
 * 1, 2, 4, 8 of all cells are selected by byte masks and each plane's bytes summed.
 * Specified in Z. Bao et al., "PHOTON-Beetle", NIST LWC finalist (2021), section 2.1, after
 * J. Guo, T. Peyrin, A. Poschmann, "The PHOTON Family of Lightweight Hash Functions" (2011).
 * Constant time: no table indexed by data. Public domain (CC0).
 */
#ifndef PHOTON_PERMUTATION_H
#define PHOTON_PERMUTATION_H

#include <stdint.h>
#include "bitslice/nibbles.h"

#define PHOTON_ONES 0x0101010101010101ull

/* The matrix of MixColumnSerial (the serial matrix A_t to the 8th power). */
static const unsigned char photon_mix[8][8] = {
  { 2, 4, 2, 11, 2, 8, 5, 6 }, { 12, 9, 8, 13, 7, 7, 5, 2 },
  { 4, 4, 13, 13, 9, 4, 13, 9 }, { 1, 6, 5, 1, 12, 13, 15, 14 },
  { 15, 12, 9, 13, 14, 5, 14, 13 }, { 9, 14, 5, 15, 4, 12, 9, 6 },
  { 12, 2, 2, 10, 3, 1, 1, 14 }, { 15, 1, 13, 10, 5, 10, 2, 3 }
};

/* Round r's constant in row i is rc[r] ^ ic[i], added to column 0. */
static const unsigned char photon_rc[12] = { 1, 3, 7, 14, 13, 11, 6, 12, 9, 2, 5, 10 };
static const unsigned char photon_ic[8] = { 0, 1, 3, 7, 15, 14, 12, 8 };

static inline void photon_sbox(uint64_t p[4])
{
  uint64_t x0 = p[0], x1 = p[1], x2 = p[2], x3 = p[3];
  uint64_t x01 = x0 & x1, x12 = x1 & x2, x03 = x0 & x3, x13 = x1 & x3, x23 = x2 & x3;
  uint64_t x013 = x01 & x3, x023 = x0 & x23, x012 = x01 & x2;
  p[0] = x0 ^ x2 ^ x12 ^ x3;
  p[1] = x1 ^ x012 ^ x3 ^ x13 ^ x013 ^ x23 ^ x023;
  p[2] = ~(x01 ^ x2 ^ x3 ^ x03 ^ x13 ^ x013 ^ x023);
  p[3] = ~(x0 ^ x1 ^ x12 ^ x012 ^ x3 ^ x013 ^ x023);
}

/* Byte i rotated right by i bits (cell j takes cell j + i of its row), in three stages. */
static inline uint64_t photon_shift_rows(uint64_t x)
{
  static const uint64_t rows[3] = { 0xFF00FF00FF00FF00ull, 0xFFFF0000FFFF0000ull,
                                    0xFFFFFFFF00000000ull };
  uint64_t r;
  int s, k;
  for (s = 0; s < 3; ++s) {
    k = 1 << s;
    r = ((x >> k) & ((0xFFu >> k) * PHOTON_ONES))
        | ((x << (8 - k)) & ((0xFFu << (8 - k) & 0xFF) * PHOTON_ONES));
    x = (x & ~rows[s]) | (r & rows[s]);
  }
  return x;
}

static inline uint64_t photon_fold(uint64_t x)
{
  x ^= x >> 32;
  x ^= x >> 16;
  x ^= x >> 8;
  return x & 0xFF;
}

static void photon_mix_columns(uint64_t p[4])
{
  uint64_t m[4][4], out[4] = { 0, 0, 0, 0 }, mask;
  int i, k, t, b;
  for (b = 0; b < 4; ++b) m[0][b] = p[b];
  for (t = 1; t < 4; ++t) {                         /* m[t] = x^t times every cell */
    m[t][0] = m[t - 1][3];
    m[t][1] = m[t - 1][0] ^ m[t - 1][3];
    m[t][2] = m[t - 1][1];
    m[t][3] = m[t - 1][2];
  }
  for (i = 0; i < 8; ++i)
    for (b = 0; b < 4; ++b) {
      uint64_t sum = 0;
      for (t = 0; t < 4; ++t) {
        mask = 0;
        for (k = 0; k < 8; ++k)
          mask |= (uint64_t) (0xFF * ((photon_mix[i][k] >> t) & 1)) << (8 * k);
        sum ^= m[t][b] & mask;
      }
      out[b] |= photon_fold(sum) << (8 * i);
    }
  for (b = 0; b < 4; ++b) p[b] = out[b];
}

static void photon_permute(unsigned char state[32])
{
  uint64_t p[4] = { 0, 0, 0, 0 }, w;
  int r, b, i, j;
  for (i = 0; i < 4; ++i) {                         /* rows 2i and 2i + 1 */
    w = 0;
    for (j = 0; j < 8; ++j) w |= (uint64_t) state[8 * i + j] << (8 * j);
    w = nibbles_unzip(w);
    for (b = 0; b < 4; ++b) p[b] |= ((w >> (16 * b)) & 0xFFFF) << (16 * i);
  }
  for (r = 0; r < 12; ++r) {
    for (b = 0; b < 4; ++b) {
      w = ((photon_rc[r] >> b) & 1) * PHOTON_ONES;
      for (i = 0; i < 8; ++i) w ^= (uint64_t) ((photon_ic[i] >> b) & 1) << (8 * i);
      p[b] ^= w;
    }
    photon_sbox(p);
    for (b = 0; b < 4; ++b) p[b] = photon_shift_rows(p[b]);
    photon_mix_columns(p);
  }
  for (i = 0; i < 4; ++i) {
    w = 0;
    for (b = 0; b < 4; ++b) w |= ((p[b] >> (16 * i)) & 0xFFFF) << (16 * b);
    w = nibbles_zip(w);
    for (j = 0; j < 8; ++j) state[8 * i + j] = (unsigned char) (w >> (8 * j));
  }
}

#endif
