/*
 * crypto_stream/amastrid/shared/amastrid.h: the AMASTRID block cipher, version 1.1.0 (10 July
 * 2011), with 32-byte blocks (8 words) and 3 iterations, its key setup for any key length,
 * and the counter mode SUPERCOP measures.
 * Specified by G. Anescu's code in SUPERCOP (crypto_stream/amastrid/ref: classes Amastrid,
 * Expansion, Counter, CounterMode) and amastrid.pdf there.
 * Key setup: the key as big-endian words goes through an expansion that stirs a 256-byte
 * permutation kk1 (from the table below) and outputs 256 bytes kk2. A block: 3 passes,
 * each walking the 8 words with two key-chosen strides and mixing each pair with the
 * previous pair through kk1/kk2 substitutions (ocelot/ops.h), the block rotated between
 * passes. Positions, strides, rotations and which mixing applies depend only on the key:
 * amastrid_schedule computes them once (Amastrid::Encrypt recomputes them every block).
 * Counter mode: the counter starts at the encryption of key-derived words and is incremented
 * as an 8-word little-endian number; each block's words are output little-endian.
 * Not constant time: table lookups by secret words, word positions and branches chosen by
 * the key. Public domain (CC0).
 */
#ifndef AMASTRID_H
#define AMASTRID_H

#include "ocelot/ops.h"

#define AMASTRID_WORDS 8
#define AMASTRID_MASK (AMASTRID_WORDS - 1)
#define AMASTRID_ITER 3
#define AMASTRID_MAXKEYWORDS 64

/* How a step mixes its pair of words with the previous step's pair: by which of its two
   positions repeat the other's or the previous step's (fixed by the key). */
enum { AMASTRID_SAME, AMASTRID_CROSSED, AMASTRID_P1WASP2, AMASTRID_P2WASP1, AMASTRID_APART };

/* One of the 3 passes of a block encryption; every choice in it depends only on the key. */
typedef struct {
  int pre, pre1, pre2, rot; /* if pre: F1 on word pre1, G1 on word pre2, rotate left by rot */
  uint32_t u, v;            /* the "previous pair" of the first step */
  uint8_t p1[AMASTRID_WORDS], p2[AMASTRID_WORDS], mode[AMASTRID_WORDS]; /* the steps */
} amastrid_pass;

typedef struct {
  uint8_t kk1[256], kk2[256];
  amastrid_pass pass[AMASTRID_ITER];
} amastrid;

/* The initial kk1 of the key expansion (Expansion::_skk1). */
static const uint8_t amastrid_kk0[256] = {
  217,  40, 106,  12,   2, 114,  98,  19,  41, 147, 220,  97, 194,  35, 171, 105,
   10, 235,  80,  56, 178, 253,  21,  39, 187,  26,  11, 207,  27, 228, 101, 219,
  176,  36, 188, 125, 121,  45,  49, 237, 202, 109, 133,   5,  70, 108,  65, 195,
  138,  72,  58, 168,  60,  37, 161, 151, 110,  96, 198,  66, 174, 126, 118,  13,
  173, 192, 137, 139,   9,  95,   4, 212,  77, 100, 146, 191,  50,  25,  59, 117,
  233,   0,  34,  99, 208, 243,  71,  90,  53,   8, 160, 222, 143, 177, 119, 230,
  123,  46, 145, 136,  24, 166,  47, 135, 244, 140, 196, 149, 134,  63,  61,  87,
   29, 214, 193,   6, 130, 184,  42, 190, 242, 129,  52, 206,  33, 250, 247, 155,
   86,  84,  23, 165,  88, 180, 239,  81,  16, 162, 223,  18,  83, 236, 153, 186,
  234, 200,  32,  91, 216, 115, 132,  43, 218, 215, 107,   3, 248, 251,  44,  51,
  211, 226,  15, 201,  62,  20, 240,  22, 163, 231,  57, 246, 255,   1, 183, 227,
  245,  76,  30, 154, 189, 144, 113, 164, 209, 131, 104, 122, 156, 142, 152, 224,
   54,  67, 124,  78, 127,  94, 175,  68, 167, 103,  48, 221, 205, 148, 150,  79,
    7, 181, 225, 204, 241, 179,  75, 158, 229, 157, 210, 232, 169, 141, 102, 128,
  249, 238, 213, 120, 111,  64, 170,  93,  85,  82,  28, 252, 116, 112, 203,  17,
  197, 254,  14, 185,  73,  92,  31,  38, 199, 159,  55,  89,  69,  74, 182, 172,
};

/* Expansion::Expand: kk2 (64 big-endian words) from the n key words kw, stirring kk1. */
static void amastrid_expand(amastrid *a, const uint32_t *kw, int n)
{
  uint32_t w[AMASTRID_MAXKEYWORDS], v1, v2, t1, t2, r;
  const uint8_t *s = a->kk1;
  int i, j, k, half = n >> 1;

  for (i = 0; i < n; ++i) w[i] = kw[i];
  v1 = ocelot_be32(s[0], s[64], s[128], s[192]);
  v2 = ocelot_be32(s[32], s[96], s[160], s[224]);
  for (k = 0; k < AMASTRID_ITER; ++k) {
    if (k == 1) w[0] ^= ocelot_sub(s, 256); /* "combining with the output size" */
    for (i = 0; i < n; ++i) {
      j = (i + half) % n;
      t1 = w[i];
      t2 = w[j];
      v1 = (v1 ^ ocelot_sub(s, t1)) + t2;
      v2 = ((v2 ^ OCELOT_F1(v1)) + ocelot_sub(s, t2)) ^ t1;
      t1 = OCELOT_G1(t1) ^ ocelot_sub(s, v1);
      w[i] = t1;
      w[j] = OCELOT_F2(t2) + ocelot_sub(s, v2);
      ocelot_swap4(a->kk1, t1, v2); /* by the new word i, even if word j overwrote it */
    }
  }
  for (k = 0; k < 64; ++k) {
    i = k % n;
    j = (k + half) % n;
    t1 = w[i];
    t2 = w[j];
    v1 = (v1 + ocelot_sub(s, t1)) ^ t2;
    v2 += OCELOT_G1(v1);
    r = OCELOT_F2(v2) ^ ocelot_sub(s, kw[i]);
    a->kk2[4 * k] = (uint8_t) (r >> 24);
    a->kk2[4 * k + 1] = (uint8_t) (r >> 16);
    a->kk2[4 * k + 2] = (uint8_t) (r >> 8);
    a->kk2[4 * k + 3] = (uint8_t) r;
    v2 = (v2 ^ ocelot_sub(s, t2)) + t1;
    if (k < 64 - half) {
      w[i] = OCELOT_G2(t1) + ocelot_sub(s, v1);
      w[j] = OCELOT_F1(t2) ^ ocelot_sub(s, v2);
    }
    ocelot_swap4(a->kk1, (uint32_t) k, v2);
  }
}

/* H1, H2: a byte from the four bytes of a word. */
#define AMASTRID_H1(v) ((uint8_t) (((v) ^ (v) >> 24) + ((v) >> 16 ^ (v) >> 8)))
#define AMASTRID_H2(v) ((uint8_t) (((v) + ((v) >> 16)) ^ (((v) >> 8) + ((v) >> 24))))

/* A word from a walk through kk1 and kk2 (x, y = kk1, kk2 or kk2, kk1), starting at
   index 7 (the block size in words minus 1). */
static inline uint32_t amastrid_walk(const uint8_t *x, const uint8_t *y)
{
  uint8_t b0 = x[AMASTRID_MASK], b1 = y[b0], b2 = x[b1];
  return ocelot_be32(b0, b1, b2, y[b2]);
}

/* The key's part of Amastrid::Encrypt: for each pass the word positions (two strides from
   key words), the mixing case of each step and the rotation before the pass. */
static void amastrid_schedule(amastrid *a)
{
  const uint8_t *k1 = a->kk1, *k2 = a->kk2;
  uint32_t u = ocelot_sub(k2, amastrid_walk(k1, k2)), v = ocelot_sub(k1, amastrid_walk(k2, k1));
  uint32_t kpos1, kinc1, kpos2, kinc2;
  int i, k, p1, p2 = 0, p1o, p2o, inc1, inc2;

  for (k = 0; k < AMASTRID_ITER; ++k) {
    amastrid_pass *pass = &a->pass[k];
    kpos1 = ocelot_sub(k1, u);
    kinc1 = OCELOT_F1(ocelot_sub(k2, v));
    kpos2 = ocelot_sub(k2, u);
    kinc2 = ocelot_sub(k1, OCELOT_F2(v));
    u = ocelot_sub(k2, kpos1);
    v = ocelot_sub(k1, kinc1);
    inc1 = (AMASTRID_H1(kinc1) | 1) & AMASTRID_MASK;
    inc2 = (AMASTRID_H2(kinc2) | 1) & AMASTRID_MASK;
    p1 = (int) (kpos1 & AMASTRID_MASK);
    pass->pre = k > 0 && p1 != p2; /* p2: where the last pass ended */
    pass->pre1 = p1;
    pass->pre2 = p2;
    pass->rot = (p2 - p1) & AMASTRID_MASK;
    p2 = (int) (kpos2 & AMASTRID_MASK);
    if (inc1 == inc2 && p1 == p2) p2 = (p2 + 1) & AMASTRID_MASK;
    pass->u = u;
    pass->v = v;
    p1o = p2o = -1;
    for (i = 0; i < AMASTRID_WORDS; ++i) {
      pass->p1[i] = (uint8_t) p1;
      pass->p2[i] = (uint8_t) p2;
      pass->mode[i] = p1 == p2 ? AMASTRID_SAME
                      : p1 == p2o ? (p2 == p1o ? AMASTRID_CROSSED : AMASTRID_P1WASP2)
                      : p2 == p1o ? AMASTRID_P2WASP1 : AMASTRID_APART;
      if (i == AMASTRID_WORDS - 1) break;
      p1o = p1;
      p2o = p2;
      p1 = (p1 + inc1) & AMASTRID_MASK;
      p2 = (p2 + inc2) & AMASTRID_MASK;
    }
  }
}

static void amastrid_setup(amastrid *a, const unsigned char *key, int keybytes)
{
  uint32_t kw[AMASTRID_MAXKEYWORDS];
  uint8_t b[4];
  int i, j, n = (keybytes + 3) / 4;
  for (i = 0; i < n; ++i) {
    for (j = 0; j < 4; ++j) b[j] = 4 * i + j < keybytes ? key[4 * i + j] : 0;
    kw[i] = ocelot_be32(b[0], b[1], b[2], b[3]);
  }
  for (i = 0; i < 256; ++i) a->kk1[i] = amastrid_kk0[i];
  amastrid_expand(a, kw, n);
  amastrid_schedule(a);
}

/* Rotates the block left by r words (word i takes word i + r). */
static inline void amastrid_rotate(uint32_t w[AMASTRID_WORDS], int r)
{
  uint32_t t[AMASTRID_WORDS];
  int i;
  for (i = 0; i < AMASTRID_WORDS; ++i) t[i] = w[(i + r) & AMASTRID_MASK];
  for (i = 0; i < AMASTRID_WORDS; ++i) w[i] = t[i];
}

/* One step of a pass: the words c1, c2 mixed with the previous pair c1o, c2o. */
static inline void amastrid_mix(const amastrid *a, uint32_t *c1, uint32_t *c2, uint32_t c1o,
                                uint32_t c2o, int mode)
{
  const uint8_t *k1 = a->kk1, *k2 = a->kk2;
  uint32_t x = *c1, y = *c2;
  switch (mode) {
  case AMASTRID_SAME:
    x = (((x ^ ocelot_sub(k1, c1o)) + OCELOT_F1(c2o)) ^ OCELOT_F2(ocelot_sub(k2, c2o))) +
        OCELOT_G1(c1o);
    y = x;
    break;
  case AMASTRID_CROSSED:
    x = (x + OCELOT_F2(y)) ^ ocelot_sub(k2, y);
    y = (y ^ OCELOT_F1(x)) + OCELOT_G2(ocelot_sub(k1, x));
    break;
  case AMASTRID_P1WASP2:
    x = (x ^ OCELOT_F1(ocelot_sub(k2, c1o))) + OCELOT_F2(y);
    y = (y ^ ocelot_sub(k1, x)) + OCELOT_G2(c1o);
    break;
  case AMASTRID_P2WASP1:
    x = (x + ocelot_sub(k1, y)) ^ OCELOT_G2(c2o);
    y = (y + OCELOT_F1(ocelot_sub(k2, c2o))) ^ OCELOT_F2(x);
    break;
  default:
    x = ((x ^ ocelot_sub(k1, c1o)) + OCELOT_F2(y)) ^ OCELOT_G1(c2o);
    y = ((y + ocelot_sub(k2, c2o)) ^ OCELOT_F1(x)) + c1o;
  }
  *c1 = x;
  *c2 = y;
}

/* Amastrid::Encrypt on one block, by the schedule. */
static void amastrid_encrypt(const amastrid *a, uint32_t w[AMASTRID_WORDS])
{
  int i, k;
  for (k = 0; k < AMASTRID_ITER; ++k) {
    const amastrid_pass *pass = &a->pass[k];
    uint32_t c1o = pass->u, c2o = pass->v;
    if (pass->pre) {
      w[pass->pre1] = OCELOT_F1(w[pass->pre1]);
      w[pass->pre2] = OCELOT_G1(w[pass->pre2]);
      amastrid_rotate(w, pass->rot);
    }
    for (i = 0; i < AMASTRID_WORDS; ++i) {
      uint32_t c1 = w[pass->p1[i]], c2 = w[pass->p2[i]];
      amastrid_mix(a, &c1, &c2, c1o, c2o, pass->mode[i]);
      w[pass->p1[i]] = c1;
      w[pass->p2[i]] = c2;
      c1o = c1;
      c2o = c2;
    }
  }
}

/* The first counter block: Amastrid::GenerateIV. */
static void amastrid_iv(const amastrid *a, uint32_t w[AMASTRID_WORDS])
{
  uint32_t v = amastrid_walk(a->kk1, a->kk2);
  int i;
  v = ocelot_sub(a->kk1, v) ^ ocelot_sub(a->kk2, v);
  for (i = 0; i < AMASTRID_WORDS; ++i) {
    v += ocelot_sub(a->kk1, ocelot_sub(a->kk2, v));
    w[i] = v;
  }
  amastrid_encrypt(a, w);
}

#endif
