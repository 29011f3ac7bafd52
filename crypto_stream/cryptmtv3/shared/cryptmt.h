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
 * Constant time: no table, no secret-dependent branch or index.
 * Public domain (CC0).
 */
#ifndef CRYPTMTV3_CRYPTMT_H
#define CRYPTMTV3_CRYPTMT_H

#include <stdint.h>

#define CMT_N 156             /* 128-bit words of the generator */
#define CMT_POS1 108          /* its pick-up position */
#define CMT_SHIFT64 3
#define CMT_INIL 0x4d734e48u  /* set into word 0 after the first block */
#define CMT_BLOCK (CMT_N * 8) /* 1248 bytes of keystream per generator pass */
#define CMT_BOOTLEN 6         /* 2 * (IV words + key words), in 128-bit words: 2 * (1 + 2) */
#define CMT_WORDS 170         /* the highest word the first call reaches is 169 */

typedef struct {
  uint32_t w[CMT_WORDS][4];
  uint32_t accum[4], lung[4];
  int base;  /* the generator is w[base .. base + 155] */
  int first; /* no block made yet: the first goes through the booter */
} cryptmt_state;

static const uint32_t cmt_mask[4] = { 0xffdfafdfu, 0xf5dabfffu, 0xffdbffffu, 0xef7bffffu };

static inline uint32_t cmt_load32(const unsigned char *p)
{
  return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
}

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

/* Key and IV: w0 = IV, w1 w2 = key, copied to w3..w5, w5 plus the digits of pi; then the
   booter over them, the generator placed at word 8. */
static void estream_setup(cryptmt_state *st, const unsigned char *k, const unsigned char *n)
{
  static const uint32_t pi[4] = { 314159, 265358, 979323, 846264 };
  int i, j;
  for (i = 0; i < CMT_WORDS; ++i)
    for (j = 0; j < 4; ++j) st->w[i][j] = 0;
  for (j = 0; j < 4; ++j) {
    st->w[0][j] = st->w[3][j] = cmt_load32(n + 4 * j);
    st->w[1][j] = st->w[4][j] = cmt_load32(k + 4 * j);
    st->w[2][j] = st->w[5][j] = cmt_load32(k + 16 + 4 * j);
    st->w[5][j] += pi[j];
    st->lung[j] = st->w[0][j] | 1;
  }
  cmt_booter(st, st->lung, 0, CMT_BOOTLEN - 2, CMT_BOOTLEN + 2);
  for (j = 0; j < 4; ++j) st->accum[j] = st->w[2 * CMT_BOOTLEN + 1][j];
  st->base = CMT_BOOTLEN + 2;
  st->first = 1;
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
