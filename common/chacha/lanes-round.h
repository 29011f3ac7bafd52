/*
 * chacha/lanes-round.h: what ChaCha tells the lane kernels (chacha/lanes-avx2.h,
 * chacha/lanes-neon.h): where its block counter is and its double round on the vectors
 * x0..x15 (word i of every lane in x<i>), written with the kernel's own operations.
 * Specified in D. J. Bernstein, "ChaCha, a variant of Salsa20" (2008). Public domain (CC0).
 */
#ifndef CHACHA_LANES_ROUND_H
#define CHACHA_LANES_ROUND_H

#define LANES_CTR 12

#define CHACHA_LANES_QR(ADD, XORROTL, a, b, c, d) \
  a = ADD(a, b); d = XORROTL(d, a, 16); \
  c = ADD(c, d); b = XORROTL(b, c, 12); \
  a = ADD(a, b); d = XORROTL(d, a, 8); \
  c = ADD(c, d); b = XORROTL(b, c, 7);

/* a column round, then a diagonal round (the out-of-order core interleaves the four
   independent quarter rounds; writing them interleaved measured no faster) */
#define LANES_DOUBLEROUND(ADD, XORROTL, ROTLXOR) \
  CHACHA_LANES_QR(ADD, XORROTL, x0, x4, x8, x12) \
  CHACHA_LANES_QR(ADD, XORROTL, x1, x5, x9, x13) \
  CHACHA_LANES_QR(ADD, XORROTL, x2, x6, x10, x14) \
  CHACHA_LANES_QR(ADD, XORROTL, x3, x7, x11, x15) \
  CHACHA_LANES_QR(ADD, XORROTL, x0, x5, x10, x15) \
  CHACHA_LANES_QR(ADD, XORROTL, x1, x6, x11, x12) \
  CHACHA_LANES_QR(ADD, XORROTL, x2, x7, x8, x13) \
  CHACHA_LANES_QR(ADD, XORROTL, x3, x4, x9, x14)

#endif
