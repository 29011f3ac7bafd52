/*
 * cryptmtv3/shared/cryptmt.h: CryptMT version 3 with a 256-bit key and a 128-bit IV
 * (SUPERCOP's sizes). Specified in M. Matsumoto, M. Saito, T. Nishimura, M. Hagita,
 * "CryptMT Stream Cipher Version 3" (eSTREAM phase 2, 2007): a booter automaton spreads
 * key and IV over an SFMT-like generator of 156 128-bit words (parameters "magi06.20060628"),
 * whose output goes through a multiplicative filter, 16 bytes per two words.
 * SUPERCOP's code is followed exactly, including what it does at the end of a call that
 * stops inside a 16-byte group: only (len + 7) / 8 words are advanced, yet the filter reads
 * both words of the group, the second possibly not advanced (for len % 16 in 3..8). So the
 * state keeps the eSTREAM code's memory layout (one array of 128-bit words, the generator
 * at an offset), and a call is the unit (estream/stream.c's ESTREAM_CALL).
 * The including implementation first includes its kernels: cmt_booter, cmt_recursion,
 * cmt_generate and cmt_output (shared/scalar.h, or SIMD ones), which this file drives.
 * Constant time: no table, no secret-dependent branch or index.
 * Public domain (CC0).
 */
#ifndef CRYPTMTV3_CRYPTMT_H
#define CRYPTMTV3_CRYPTMT_H

#include "cryptmt-state.h"

/* Key and IV: w0 = IV, w1 w2 = key, copied to w3..w5, w5 plus the digits of pi; then the
   booter over them, the generator placed at word 8. */
static void estream_setup(cryptmt_state *st, const unsigned char *k, const unsigned char *n)
{
  static const uint32_t pi[4] = { 314159, 265358, 979323, 846264 };
  int i, j;
  for (i = 0; i < CMT_WORDS; ++i)
    for (j = 0; j < 4; ++j) st->w[i][j] = 0;
  for (j = 0; j < 4; ++j) {
    st->w[0][j] = st->w[3][j] = bytes_load_le32(n + 4 * j);
    st->w[1][j] = st->w[4][j] = bytes_load_le32(k + 4 * j);
    st->w[2][j] = st->w[5][j] = bytes_load_le32(k + 16 + 4 * j);
    st->w[5][j] += pi[j];
    st->lung[j] = st->w[0][j] | 1;
  }
  cmt_booter(st, st->lung, 0, CMT_BOOTLEN - 2, CMT_BOOTLEN + 2);
  for (j = 0; j < 4; ++j) st->accum[j] = st->w[2 * CMT_BOOTLEN + 1][j];
  st->base = CMT_BOOTLEN + 2;
  st->first = 1;
}

/* The first block (or the first and only, shorter, output) comes from the booter itself;
   after a whole first block the generator moves one word on, word 0 marked with INIL. */
static void cmt_first(cryptmt_state *st, unsigned char *c, const unsigned char *m, int len)
{
  int b = st->base, j;
  cmt_booter(st, st->lung, b, b + CMT_BOOTLEN - 2, len < CMT_BLOCK ? (len + 7) / 8 : CMT_N);
  cmt_output(st, c, m, len < CMT_BLOCK ? len : CMT_BLOCK);
  if (len < CMT_BLOCK) return;
  st->w[b][3] = CMT_INIL;
  for (j = 0; j < 4; ++j) st->w[b + CMT_N][j] = st->w[b][j];
  cmt_recursion(st->w[b + CMT_N], st->w[b + CMT_POS1], st->w[b + CMT_N - 1]);
  st->base = b + 1;
  st->first = 0;
}

/* One ECRYPT call of len <= 65536 bytes. */
static void cryptmt_call(cryptmt_state *st, unsigned char *c, const unsigned char *m,
                         unsigned long long len)
{
  if (len && st->first) {
    cmt_first(st, c, m, (int) (len < CMT_BLOCK ? len : CMT_BLOCK));
    if (len < CMT_BLOCK) return;
    c += CMT_BLOCK;
    if (m) m += CMT_BLOCK;
    len -= CMT_BLOCK;
  }
  for (; len >= CMT_BLOCK; len -= CMT_BLOCK) {
    cmt_generate(st, CMT_N);
    cmt_output(st, c, m, CMT_BLOCK);
    c += CMT_BLOCK;
    if (m) m += CMT_BLOCK;
  }
  if (len) {
    cmt_generate(st, (int) (len + 7) / 8);
    cmt_output(st, c, m, (int) len);
  }
}

#define ESTREAM_STATE cryptmt_state
#define ESTREAM_CALL cryptmt_call

#endif
