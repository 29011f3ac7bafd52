/*
 * simonspeck/lanes-portable.h: counter mode (simonspeck/ctr.c) for a cipher with a block of
 * two words, several blocks at a time in portable C: a "vector" is LANES words, block j of a
 * group in lane j, with the LANES_ operations of simonspeck/lanes-avx2.h written as loops over
 * the lanes. Independent blocks side by side let the processor overlap their rounds (a
 * one-block round is a chain of dependent operations), and compilers may vectorize the loops.
 * The including file defines CTR_WORDBITS (32 or 64) and CTR_KEY before, and the cipher's
 * lanes_encrypt (declared below) after including this file.
 * Constant time: lengths and pointers decide every branch. Public domain (CC0).
 */
#ifndef SIMONSPECK_LANES_PORTABLE_H
#define SIMONSPECK_LANES_PORTABLE_H

#include <stdint.h>

#define LANES 4

#if CTR_WORDBITS == 64
typedef uint64_t lanes_word;
#else
typedef uint32_t lanes_word;
#endif
typedef struct { lanes_word w[LANES]; } lanes_vec;

#define LANES_OP2(name, expr)                                                               \
  static inline lanes_vec name(lanes_vec a, lanes_vec b)                                    \
  {                                                                                         \
    int i;                                                                                  \
    for (i = 0; i < LANES; ++i) a.w[i] = (lanes_word) (expr);                               \
    return a;                                                                               \
  }
LANES_OP2(lanes_add, a.w[i] + b.w[i])
LANES_OP2(lanes_xor, a.w[i] ^ b.w[i])
LANES_OP2(lanes_and, a.w[i] & b.w[i])

static inline lanes_vec lanes_set1(lanes_word v)
{
  lanes_vec r;
  int i;
  for (i = 0; i < LANES; ++i) r.w[i] = v;
  return r;
}

/* rotation by a constant count r, 0 < r < CTR_WORDBITS */
static inline lanes_vec lanes_rol(lanes_vec a, int r)
{
  int i;
  for (i = 0; i < LANES; ++i)
    a.w[i] = (lanes_word) (a.w[i] << r | a.w[i] >> (CTR_WORDBITS - r));
  return a;
}

#define LANES_SET1 lanes_set1
#define LANES_ADD lanes_add
#define LANES_XOR lanes_xor
#define LANES_ANDXOR(a, b, c) lanes_xor(lanes_and(a, b), c) /* (a & b) ^ c */
#define LANES_XOR3(a, b, c) lanes_xor(lanes_xor(a, b), c)
#define LANES_ROL(v, r) lanes_rol(v, r)
#define LANES_ROR(v, r) lanes_rol(v, CTR_WORDBITS - (r))

/* Encrypts the g vector pairs x[0..g), y[0..g) in place (g = 1 here). */
static inline void lanes_encrypt(lanes_vec *x, lanes_vec *y, int g, const CTR_KEY *key);

/* c[0..w/8) = v little-endian, xored with m unless m = 0 */
static inline void lanes_store(unsigned char *c, const unsigned char *m, lanes_word v)
{
  int i;
  for (i = 0; i < CTR_WORDBITS / 8; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ v >> 8 * i);
}

/* CTR_BULK: every group of LANES whole blocks; the blocks left go one at a time. */
static inline unsigned long long lanes_ctr(const CTR_KEY *key, unsigned char *c,
                                           const unsigned char *m, lanes_word n0, lanes_word n1,
                                           unsigned long long nblocks)
{
  const int wb = CTR_WORDBITS / 8;
  unsigned long long done;
  lanes_vec x, y;
  int j;

  for (done = 0; nblocks - done >= LANES; done += LANES) {
    x = lanes_set1(n1);
    for (j = 0; j < LANES; ++j) y.w[j] = (lanes_word) (n0 + done + (unsigned) j);
    lanes_encrypt(&x, &y, 1, key);
    for (j = 0; j < LANES; ++j) {
      lanes_store(c, m, y.w[j]);
      lanes_store(c + wb, m ? m + wb : 0, x.w[j]);
      c += 2 * wb;
      if (m) m += 2 * wb;
    }
  }
  return done;
}

#define CTR_BULK lanes_ctr

#endif
