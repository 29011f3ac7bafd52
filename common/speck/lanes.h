/*
 * speck/lanes.h: the Speck rounds on vectors of lanes, for whichever of
 * simonspeck/lanes-avx2.h and lanes-avx512.h the including file included before (with
 * speck/key.h): x = (S^-8 x + y) ^ k, y = S^3 y ^ x, each round key broadcast once.
 * Constant time. Public domain (CC0).
 */
#ifndef SPECK_LANES_H
#define SPECK_LANES_H

static inline void lanes_encrypt(lanes_vec *x, lanes_vec *y, int g, const speck_key *key)
{
  int r, i;
  for (r = 0; r < SPECK_ROUNDS; ++r) {
    const lanes_vec k = LANES_SET1(key->rk[r]);
    for (i = 0; i < g; ++i) {
      x[i] = LANES_XOR(LANES_ADD(LANES_ROR(x[i], 8), y[i]), k);
      y[i] = LANES_XOR(LANES_ROL(y[i], 3), x[i]);
    }
  }
}

#endif
