/*
 * ocelot/ocelot.h: the OCELOT1 and OCELOT2 stream ciphers, version 2.1.0 (9 December 2010),
 * for any key length and a state of `size` 32-bit words (a power of two, at most
 * OCELOT_MAXWORDS; SUPERCOP uses 8 words and 32-byte keys).
 * Specified by G. Anescu's code in SUPERCOP (crypto_stream/ocelot1/ref, ocelot2/ref: the
 * classes Ocelot1, Ocelot2 and Counter; the papers there describe earlier versions).
 * Setup: a 256-byte permutation ss (starting from the table below), two key expansions that
 * also stir ss, a counter (words cnt, each advanced by its own increment incr, without carries
 * between words) and data words; while fewer than 256 ss entries have been stirred, setup
 * steps run the generator. Each keystream word: the next index ix, and ix1 leaping by an odd
 * step that ss picks per pass, mix data, counter and val, output a substitution, and swap
 * ss entries by val and the word used (OCELOT1 and OCELOT2 differ in how val and data mix).
 * Words are output little-endian; key words are read big-endian.
 * Not constant time (ocelot/ops.h). Public domain (CC0).
 */
#ifndef OCELOT_OCELOT_H
#define OCELOT_OCELOT_H

#include "ocelot/ops.h"

#define OCELOT_MAXWORDS 16
#define OCELOT_MAXKEYWORDS 16

typedef struct {
  uint8_t ss[256];
  uint32_t data[OCELOT_MAXWORDS], cnt[OCELOT_MAXWORDS], incr[OCELOT_MAXWORDS], val;
  int size, v2, ix, ix1, step;
} ocelot;

/* The initial permutation of ss (Ocelot1::_sss and Ocelot2::_sss, the same table). */
static const uint8_t ocelot_ss0[256] = {
  246,  79,  28,  40,  39,  27,   4, 148, 153, 149,  22,  75,  31,  38, 222, 233,
  110, 147, 102, 189, 144, 143,  11, 215, 249,  70, 112, 207, 195, 192,  35, 124,
  133,  66, 127, 188,  62, 104, 180, 211,  19, 213,  68, 128,  82,   6, 203,  95,
  156, 204, 119, 239, 220,  43, 247, 221, 109, 238,   7, 118,   9,  15, 163, 101,
   52,  94,  64,   0, 197, 138,  85, 235, 176,  65,  25,  45,  24, 241,  21,   2,
   51, 255, 125, 140,  10,  13,  61, 228,  33,  14, 161, 115, 202, 114, 191, 205,
   83,  30,  67,  54, 186,   5, 169, 226, 165, 132,  69,  23, 200,  20, 146, 183,
  193,  48, 253,  56,  72, 126,  59, 209,  16, 103,  81, 113,  60,  47,  73, 229,
  208,  80, 106,  34,  50, 243,   3, 178, 107, 108, 242, 100, 162, 217, 181, 129,
   87, 250, 219, 150, 167,  78,  29,   1, 168, 199,  12, 201, 155, 231,  91,  46,
  177,  53, 214,  92, 121, 136,  71,  17,  42,  36,  49, 158, 175, 254, 137, 170,
  173,  26, 252, 120,  88, 174, 139, 122,  58,  18, 141, 184,  84,  37, 166, 230,
   32, 160, 152, 117, 159, 240, 164,  44, 245,  99, 232,  74, 135, 223,  55,  96,
   63, 131, 134, 182, 218, 130,  77, 142, 111, 244, 187, 248,  76,  57, 157,  97,
  145, 172, 171,  86,  41, 236, 151, 206, 198, 194, 227, 105,   8, 116, 225, 210,
   93, 212,  89, 154, 234, 237, 123, 196, 251, 224,  90, 216, 190, 185,  98, 179,
};

/* The next four stirring positions ssix .. ssix+3 as a word for ocelot_swap4. */
static inline uint32_t ocelot_stir(unsigned *ssix)
{
  uint32_t w = ocelot_be32((uint8_t) *ssix, (uint8_t) (*ssix + 1), (uint8_t) (*ssix + 2),
                           (uint8_t) (*ssix + 3));
  *ssix += 4;
  return w;
}

/* res[0..dim) from the n key words kw: 3 passes over a copy of kw that mix two running
   values, then dim outputs, each also adding a substituted key word; cpl selects the
   second (complementary) pattern of additions and xors. Every step stirs ss. */
static void ocelot_expand(ocelot *o, unsigned *ssix, const uint32_t *kw, int n, uint32_t *res,
                          int dim, int cpl)
{
  uint32_t w[OCELOT_MAXKEYWORDS], a, b, t1, t2;
  const uint8_t *s = o->ss;
  int i, j, k, half = n >> 1;

  for (i = 0; i < n; ++i) w[i] = kw[i];
  w[0] = cpl ? w[0] + ocelot_sub(s, (uint32_t) dim) : w[0] ^ ocelot_sub(s, (uint32_t) dim);
  a = ocelot_be32(s[0], s[64], s[128], s[192]);
  b = ocelot_be32(s[32], s[96], s[160], s[224]);
  for (k = 0; k < 3; ++k)
    for (i = 0; i < n; ++i) {
      j = (i + half) % n;
      t1 = w[i];
      t2 = w[j];
      if (cpl) {
        a = (a + ocelot_sub(s, t1)) ^ t2;
        b = ((b + OCELOT_F1(a)) ^ ocelot_sub(s, t2)) + t1;
        w[i] = OCELOT_G1(t1) + ocelot_sub(s, a);
        w[j] = OCELOT_F2(t2) ^ ocelot_sub(s, b);
      } else {
        a = (a ^ ocelot_sub(s, t1)) + t2;
        b = ((b ^ OCELOT_F1(a)) + ocelot_sub(s, t2)) ^ t1;
        w[i] = OCELOT_G1(t1) ^ ocelot_sub(s, a);
        w[j] = OCELOT_F2(t2) + ocelot_sub(s, b);
      }
      ocelot_swap4(o->ss, ocelot_stir(ssix), b);
    }
  for (k = 0; k < dim; ++k) {
    i = k % n;
    j = (k + half) % n;
    t1 = w[i];
    t2 = w[j];
    if (cpl) {
      a = (a ^ ocelot_sub(s, t1)) + t2;
      b ^= OCELOT_G1(a);
      res[k] = OCELOT_F2(b) + ocelot_sub(s, kw[i]);
      b = (b + ocelot_sub(s, t2)) ^ t1;
      if (k < dim - half) {
        w[i] = OCELOT_G2(t1) ^ ocelot_sub(s, a);
        w[j] = OCELOT_F1(t2) + ocelot_sub(s, b);
      }
    } else {
      a = (a + ocelot_sub(s, t1)) ^ t2;
      b += OCELOT_G1(a);
      res[k] = OCELOT_F2(b) ^ ocelot_sub(s, kw[i]);
      b = (b ^ ocelot_sub(s, t2)) + t1;
      if (k < dim - half) {
        w[i] = OCELOT_G2(t1) + ocelot_sub(s, a);
        w[j] = OCELOT_F1(t2) ^ ocelot_sub(s, b);
      }
    }
    ocelot_swap4(o->ss, ocelot_stir(ssix), b);
  }
}

/* The next position: ix steps by one; at the end of a pass the counter advances, ix1 leaps
   once more and ss picks the next odd step; ix1 then leaps by the step. */
static inline void ocelot_advance(ocelot *o)
{
  int i;
  if (++o->ix == o->size) {
    o->ix = 0;
    for (i = 0; i < o->size; ++i) o->cnt[i] += o->incr[i];
    o->ix1 = (o->ix1 + o->step) & (o->size - 1);
    o->step = (o->ss[o->val & 0xff] & (o->size - 1)) | 1;
  }
  o->ix1 = (o->ix1 + o->step) & (o->size - 1);
}

/* One generator word. In setup (stir != 0) the word t mixed in is cut to its low byte and
   the swaps are by the stirring positions and the output instead of by val and t. */
static inline uint32_t ocelot_next(ocelot *o, const uint32_t *stir)
{
  uint32_t t, out;
  ocelot_advance(o);
  if (!o->v2) {
    t = o->data[o->ix];
    if (stir) t &= 0xff;
    o->val = (o->val ^ OCELOT_F1(t)) + o->cnt[o->ix];
    o->data[o->ix1] ^= ocelot_sub(o->ss, o->val);
  } else {
    o->val = (o->val ^ OCELOT_F1(o->data[o->ix])) + o->cnt[o->ix];
    t = stir ? o->val & 0xff : o->val;
    o->val ^= o->data[o->ix1];
    o->data[o->ix1] ^= ocelot_sub(o->ss, o->val);
    if (o->ix != o->ix1) o->data[o->ix] += t;
  }
  out = ocelot_sub(o->ss, (o->cnt[o->ix1] + t) ^ o->val);
  if (stir) ocelot_swap4(o->ss, *stir, out);
  else ocelot_swap4(o->ss, o->val, t);
  return out;
}

/* Setup of OCELOT1 (v2 = 0) or OCELOT2 (v2 = 1) with a key of keybytes bytes (at most
   4 * OCELOT_MAXKEYWORDS) and a state of size words. */
static void ocelot_setup(ocelot *o, const unsigned char *key, int keybytes, int size, int v2)
{
  uint32_t kw[OCELOT_MAXKEYWORDS], first[OCELOT_MAXWORDS + 1], second[2 * OCELOT_MAXWORDS];
  uint8_t b[4];
  unsigned ssix = 0;
  int i, j, n = (keybytes + 3) / 4;

  for (i = 0; i < n; ++i) {
    for (j = 0; j < 4; ++j) b[j] = 4 * i + j < keybytes ? key[4 * i + j] : 0;
    kw[i] = ocelot_be32(b[0], b[1], b[2], b[3]);
  }
  for (i = 0; i < 256; ++i) o->ss[i] = ocelot_ss0[i];
  o->size = size;
  o->v2 = v2;
  ocelot_expand(o, &ssix, kw, n, first, size + 1, 0);
  ocelot_expand(o, &ssix, kw, n, second, 2 * size, 1);
  for (i = 0; i < size; ++i) {
    o->data[i] = first[i];
    o->cnt[i] = second[i];
    o->incr[i] = second[size + i];
  }
  /* an odd increment whose every byte lies in 64..191 (Counter::MakeGoodIncrement) */
  o->incr[0] |= 1;
  for (i = 0; i < size; ++i)
    for (j = 0; j < 32; j += 8) {
      if (o->incr[i] >> (j + 7) & 1) o->incr[i] &= ~(0x40U << j);
      else o->incr[i] |= 0x40U << j;
    }
  o->val = first[size];
  o->step = (o->ss[o->val & 0xff] & (size - 1)) | 1;
  o->ix = -1;
  o->ix1 = o->step;
  while (ssix < 256) {
    uint32_t stir = ocelot_stir(&ssix);
    ocelot_next(o, &stir);
  }
}

#endif
