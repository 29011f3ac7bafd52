/*
 * salsa20/lanes-round.h: what Salsa20 tells the lane kernels (chacha/lanes-avx2.h,
 * chacha/lanes-neon.h): where its block counter is and its double round on the vectors
 * x0..x15 (word i of every lane in x<i>), written with the kernel's own operations.
 * Specified in D. J. Bernstein, "The Salsa20 family of stream ciphers" (2008).
 * Public domain (CC0).
 */
#ifndef SALSA20_LANES_ROUND_H
#define SALSA20_LANES_ROUND_H

#define LANES_CTR 8

#define SALSA20_LANES_QR(ADD, ROTLXOR, a, b, c, d) \
  b = ROTLXOR(b, ADD(a, d), 7); \
  c = ROTLXOR(c, ADD(b, a), 9); \
  d = ROTLXOR(d, ADD(c, b), 13); \
  a = ROTLXOR(a, ADD(d, c), 18);

/* a column round, then a row round */
#define LANES_DOUBLEROUND(ADD, XORROTL, ROTLXOR) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x0, x4, x8, x12) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x5, x9, x13, x1) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x10, x14, x2, x6) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x15, x3, x7, x11) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x0, x1, x2, x3) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x5, x6, x7, x4) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x10, x11, x8, x9) \
  SALSA20_LANES_QR(ADD, ROTLXOR, x15, x12, x13, x14)

#endif
