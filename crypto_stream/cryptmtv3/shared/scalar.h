/*
 * cryptmtv3/shared/scalar.h: the three kernels of CryptMT v3 in portable C, one 128-bit word
 * as four 32-bit lanes: the booter automaton, the generator's recursion, and the filter
 * (shared/cryptmt.h, which includes this or another set of kernels, has the cipher).
 * Constant time: no table, no secret-dependent branch or index.
 * Public domain (CC0).
 */
#ifndef CRYPTMTV3_SCALAR_H
#define CRYPTMTV3_SCALAR_H

#include "cryptmt-state.h"

static const uint32_t cmt_mask[4] = { CMT_MSK1, CMT_MSK2, CMT_MSK3, CMT_MSK4 };

/* The booter automaton: count steps; word p1 + i absorbs word p2 + i, and word p2 + i + 2
   becomes a mix of it minus the multiplicative accumulator acc. */
static void cmt_booter(cryptmt_state *st, uint32_t acc[4], int p1, int p2, int count)
{
  uint32_t a[4], b[4], t;
  int i, j;
  for (i = 0; i < count; ++i) {
    const uint32_t *z = st->w[p2 + i + 1];
    for (j = 0; j < 4; ++j) a[j] = st->w[p1 + i][j] += st->w[p2 + i][j];
    t = a[0];
    a[0] = a[3] ^ (a[0] >> 13);
    a[3] = a[2] ^ (a[3] >> 13);
    a[2] = a[1] ^ (a[2] >> 13);
    a[1] = t ^ (a[1] >> 13);
    b[0] = z[3] ^ (z[0] >> 11);
    b[1] = z[2] ^ (z[1] >> 11);
    b[2] = z[0] ^ (z[2] >> 11);
    b[3] = z[1] ^ (z[3] >> 11);
    for (j = 0; j < 4; ++j) {
      acc[j] = (2 * b[j] + 1) * acc[j] + b[j];
      st->w[p2 + i + 2][j] = a[j] - acc[j];
    }
  }
}

/* The generator's recursion for word a, with b = the word POS1 ahead and c = the newest. */
static void cmt_recursion(uint32_t a[4], const uint32_t b[4], const uint32_t c[4])
{
  uint64_t lo = ((uint64_t) b[1] << 32 | b[0]) >> CMT_SHIFT64;
  uint64_t hi = ((uint64_t) b[3] << 32 | b[2]) >> CMT_SHIFT64;
  uint32_t t = a[0];
  a[0] = a[1] ^ b[1] ^ (uint32_t) lo ^ (c[0] & cmt_mask[0]);
  a[1] = a[2] ^ b[3] ^ (uint32_t) (lo >> 32) ^ (c[1] & cmt_mask[1]);
  a[2] = a[3] ^ b[0] ^ (uint32_t) hi ^ (c[2] & cmt_mask[2]);
  a[3] = t ^ b[2] ^ (uint32_t) (hi >> 32) ^ (c[3] & cmt_mask[3]);
}

/* The first count words of a generator pass (all 156 for a whole block). */
static void cmt_generate(cryptmt_state *st, int count)
{
  uint32_t (*g)[4] = st->w + st->base;
  int i;
  for (i = 0; i < count && i < CMT_N; ++i)
    cmt_recursion(g[i], g[(i + CMT_POS1) % CMT_N], g[(i + CMT_N - 1) % CMT_N]);
}

/* The filter's accumulator takes one generator word: acc_j ^= acc_{j+1} >> 1 (cyclically),
   then acc = (2 acc + 1) s + acc; the output is acc ^ (acc >> 16), of which 16 bits are used. */
static inline void cmt_absorb(uint32_t acc[4], const uint32_t s[4], uint32_t out[4])
{
  uint32_t t = acc[0];
  int j;
  acc[0] ^= acc[1] >> 1;
  acc[1] ^= acc[2] >> 1;
  acc[2] ^= acc[3] >> 1;
  acc[3] ^= t >> 1;
  for (j = 0; j < 4; ++j) {
    acc[j] = (2 * acc[j] + 1) * s[j] + acc[j];
    out[j] = acc[j] ^ (acc[j] >> 16);
  }
}

/* 16 bytes from generator words s0, s1: bytes 4j, 4j+1 from lane j of s0, 4j+2, 4j+3 from
   lane j of s1; len < 16 keeps the first len. */
static void cmt_filter(uint32_t acc[4], const uint32_t s0[4], const uint32_t s1[4],
                       unsigned char *c, const unsigned char *m, int len)
{
  uint32_t u[4], v[4], z;
  unsigned char b[16];
  int j;
  cmt_absorb(acc, s0, u);
  cmt_absorb(acc, s1, v);
  for (j = 0; j < 4; ++j) {
    z = (u[j] & 0xffff) | v[j] << 16;
    b[4 * j] = (unsigned char) z;
    b[4 * j + 1] = (unsigned char) (z >> 8);
    b[4 * j + 2] = (unsigned char) (z >> 16);
    b[4 * j + 3] = (unsigned char) (z >> 24);
  }
  for (j = 0; j < len; ++j) c[j] = (unsigned char) (b[j] ^ (m ? m[j] : 0));
}

/* len bytes of output from the generator words as they stand: groups of 16, then a tail. */
static void cmt_output(cryptmt_state *st, unsigned char *c, const unsigned char *m, int len)
{
  const uint32_t (*g)[4] = (const uint32_t (*)[4]) st->w + st->base;
  int i;
  for (i = 0; 16 * i < len; ++i)
    cmt_filter(st->accum, g[2 * i], g[2 * i + 1], c + 16 * i, m ? m + 16 * i : 0,
               len - 16 * i < 16 ? len - 16 * i : 16);
}

#endif
