/*
 * groestl/perm-bitslice.h: the Groestl compression function and output transformation,
 * bit-sliced in portable C: no table, no secret-dependent branch or index. Specified in
 * "Groestl - a SHA-3 candidate" (P. Gauravaram, L. R. Knudsen, K. Matusiewicz, F. Mendel,
 * C. Rechberger, M. Schlaeffer, S. S. Thomsen), version 2.0.1 (round 3, "tweaked", 2011):
 * section 3 (f(h, m) = P(h ^ m) ^ Q(m) ^ h, Omega(x) = trunc(P(x) ^ x)) and 3.4 (the rounds
 * of P and Q: AddRoundConstant, SubBytes, ShiftBytes, MixBytes).
 *
 * Layout: the state is an 8 x C byte matrix (C = 8 columns for Groestl-256, 16 for
 * Groestl-512), kept as W = C/8 groups of eight 64-bit bit planes: s[w][b] holds bit b of the
 * bytes of columns 8w..8w+7, the byte in row r, column 8w + c at bit 8r + c. So SubBytes is
 * the AES S-box circuit on each group (aes/sbox-bitslice.h: Groestl's S-box is AES's), the
 * rotation of rows that MixBytes needs is a rotation of each plane by a multiple of 8 bits,
 * and ShiftBytes rotates each row by its own amount in three or four masked steps.
 * Defines, for groestl/hash.h: groestl_state, groestl_load, groestl_blocks, groestl_output.
 * Public domain (CC0).
 */
#ifndef GROESTL_PERM_H
#define GROESTL_PERM_H

#include <stddef.h>
#include <stdint.h>
#include "aes/sbox-bitslice.h"
#include "groestl/constants.h"

typedef struct { uint64_t s[2][8]; } groestl_state;

#define GROESTL_ROR(x, n) (((x) >> (n)) | ((x) << (64 - (n))))

/* x[0..7] (eight words of 8 bytes) -> x[0..7] with byte j of word i and byte i of word j
   exchanged */
static void groestl_transpose_bytes(uint64_t x[8])
{
  static const uint64_t mask[3] = { 0x00000000ffffffffULL, 0x0000ffff0000ffffULL,
                                    0x00ff00ff00ff00ffULL };
  int step, i, n;
  uint64_t t;
  for (step = 0, n = 4; n > 0; ++step, n >>= 1)
    for (i = 0; i < 8; ++i)
      if (!(i & n)) {
        t = ((x[i] >> (8 * n)) ^ x[i + n]) & mask[step];
        x[i] ^= t << (8 * n);
        x[i + n] ^= t;
      }
}

/* bit j of byte i <-> bit i of byte j */
static uint64_t groestl_transpose_bits(uint64_t x)
{
  uint64_t t;
  t = (x ^ (x >> 7)) & 0x00aa00aa00aa00aaULL; x ^= t ^ (t << 7);
  t = (x ^ (x >> 14)) & 0x0000cccc0000ccccULL; x ^= t ^ (t << 14);
  t = (x ^ (x >> 28)) & 0x00000000f0f0f0f0ULL; x ^= t ^ (t << 28);
  return x;
}

/* eight columns (byte 8c + r of the specification's column-wise order in byte r of x[c])
   <-> bit planes; the map is its own inverse */
static void groestl_planes(uint64_t x[8])
{
  int i;
  groestl_transpose_bytes(x);
  for (i = 0; i < 8; ++i) x[i] = groestl_transpose_bits(x[i]);
  groestl_transpose_bytes(x);
}

static void groestl_load_planes(uint64_t s[2][8], const unsigned char *in, int w)
{
  int i, j, k;
  for (i = 0; i < w; ++i) {
    for (j = 0; j < 8; ++j)
      for (s[i][j] = 0, k = 7; k >= 0; --k) s[i][j] = s[i][j] << 8 | in[64 * i + 8 * j + k];
    groestl_planes(s[i]);
  }
}

/* AddRoundConstant (section 3.4.1): P xors (c << 4) ^ round into row 0 of column c; Q xors
   0xff into every byte and (c << 4) ^ round into row 7 as well. Bits 4..7 of the column
   number are the fixed patterns 0xaa, 0xcc, 0xf0 (and 0xff for columns 8..15) in a row. */
static void groestl_addconst(uint64_t s[2][8], int w, int round, int q)
{
  static const uint64_t colbits[3] = { 0xaa, 0xcc, 0xf0 };
  int shift = q ? 56 : 0, i, b;
  for (i = 0; i < w; ++i) {
    for (b = 0; b < 8; ++b) {
      uint64_t row = b < 4 ? (uint64_t) 0 - ((round >> b) & 1) : b < 7 ? colbits[b - 4]
                                                                      : (uint64_t) 0 - i;
      s[i][b] ^= (row & 0xff) << shift;
      if (q) s[i][b] = ~s[i][b];
    }
  }
}

/* ShiftBytes (section 3.4.3): row r moves sigma[r] columns to the left, i.e. within the
   8w-bit row, bit c takes bit c + sigma[r] (mod 8w). Done as rotations by 1, 2, 4 (and 8)
   of the rows whose amount has that bit; with w = 2 a row's 16 bits are byte r of both
   groups, and the step of 8 exchanges them. */
static void groestl_shiftbytes(uint64_t s[2][8], int w, const unsigned char sigma[8])
{
  uint64_t m, low, x0, x1, t;
  int k, r, b;
  for (k = 1; k < 8 * w; k <<= 1) {
    for (m = 0, r = 0; r < 8; ++r)
      if (sigma[r] & k) m |= (uint64_t) 0xff << (8 * r);
    low = 0x0101010101010101ULL * (uint64_t) (0xff >> k);
    for (b = 0; b < 8; ++b) {
      x0 = s[0][b];
      x1 = s[w - 1][b];
      if (k == 8) {
        t = (x0 ^ x1) & m;
        s[0][b] = x0 ^ t;
        s[1][b] = x1 ^ t;
        continue;
      }
      s[0][b] = (x0 & ~m) | ((((x0 >> k) & low) | ((x1 << (8 - k)) & ~low)) & m);
      if (w == 2) s[1][b] = (x1 & ~m) | ((((x1 >> k) & low) | ((x0 << (8 - k)) & ~low)) & m);
    }
  }
}

/* y = 2x in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1, on bit planes */
static void groestl_xtime(uint64_t y[8], const uint64_t x[8])
{
  y[0] = x[7];
  y[1] = x[0] ^ x[7];
  y[2] = x[1];
  y[3] = x[2] ^ x[7];
  y[4] = x[3] ^ x[7];
  y[5] = x[4];
  y[6] = x[5];
  y[7] = x[6];
}

/* MixBytes (section 3.4.4): row r becomes sum_k v[k] row[r + k] with
   v = (02 02 03 04 05 03 05 07), written as S1 + 2 (S2 + 2 S4) where S1, S2, S4 are the
   sums of the rows r + k whose v[k] has bit 1, 2, 4 set; row r + k of a plane is its
   rotation right by 8k bits */
static void groestl_mixbytes(uint64_t s[8])
{
  uint64_t s1[8], s2[8], s4[8], d[8], x, t, u;
  int b;
  for (b = 0; b < 8; ++b) {
    x = s[b];
    t = x ^ GROESTL_ROR(x, 8);                                     /* rows 0, 1 */
    u = GROESTL_ROR(x, 16) ^ GROESTL_ROR(x, 40) ^ GROESTL_ROR(x, 56); /* rows 2, 5, 7 */
    s4[b] = GROESTL_ROR(t, 24) ^ GROESTL_ROR(t, 48);               /* rows 3, 4, 6, 7 */
    s2[b] = t ^ u;                                                 /* rows 0, 1, 2, 5, 7 */
    s1[b] = u ^ GROESTL_ROR(x, 32) ^ GROESTL_ROR(x, 48);           /* rows 2, 4, 5, 6, 7 */
  }
  groestl_xtime(d, s4);
  for (b = 0; b < 8; ++b) s2[b] ^= d[b];
  groestl_xtime(d, s2);
  for (b = 0; b < 8; ++b) s[b] = s1[b] ^ d[b];
}

/* P (q = 0) or Q (q = 1) of the 8 x 8w state: 10 rounds for w = 1, 14 for w = 2 */
static void groestl_perm(uint64_t s[2][8], int w, int q)
{
  int round, i;
  for (round = 0; round < (w == 1 ? 10 : 14); ++round) {
    groestl_addconst(s, w, round, q);
    for (i = 0; i < w; ++i) aes_sbox_bitslice(s[i]);
    groestl_shiftbytes(s, w, groestl_shift[q][w - 1]);
    for (i = 0; i < w; ++i) groestl_mixbytes(s[i]);
  }
}

/* the chaining value from its bytes (the initial value) */
static void groestl_load(groestl_state *st, const unsigned char *bytes, int cols)
{
  groestl_load_planes(st->s, bytes, cols / 8);
}

/* h = f(h, m) for nblocks blocks of 8 cols bytes */
static void groestl_blocks(groestl_state *st, const unsigned char *in, size_t nblocks, int cols)
{
  uint64_t p[2][8], q[2][8];
  int w = cols / 8, i, b;
  for (; nblocks > 0; --nblocks, in += 8 * cols) {
    groestl_load_planes(q, in, w);
    for (i = 0; i < w; ++i)
      for (b = 0; b < 8; ++b) p[i][b] = st->s[i][b] ^ q[i][b];
    groestl_perm(p, w, 0);
    groestl_perm(q, w, 1);
    for (i = 0; i < w; ++i)
      for (b = 0; b < 8; ++b) st->s[i][b] ^= p[i][b] ^ q[i][b];
  }
}

/* out = the last outlen bytes of Omega(h) = P(h) ^ h */
static void groestl_output(unsigned char *out, size_t outlen, const groestl_state *st, int cols)
{
  uint64_t p[2][8];
  unsigned char bytes[128];
  int w = cols / 8, i, b;
  size_t k;
  for (i = 0; i < w; ++i)
    for (b = 0; b < 8; ++b) p[i][b] = st->s[i][b];
  groestl_perm(p, w, 0);
  for (i = 0; i < w; ++i) {
    for (b = 0; b < 8; ++b) p[i][b] ^= st->s[i][b];
    groestl_planes(p[i]);
    for (b = 0; b < 64; ++b) bytes[64 * i + b] = (unsigned char) (p[i][b / 8] >> (8 * (b % 8)));
  }
  for (k = 0; k < outlen; ++k) out[k] = bytes[8 * (size_t) cols - outlen + k];
}

#endif
