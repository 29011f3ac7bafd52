/*
 * simon/lanes.h: the Simon rounds on vectors of lanes, for whichever of
 * simonspeck/lanes-avx2.h and lanes-avx512.h the including file included before (with
 * simon/key.h): two rounds y ^= f(x) ^ k0, x ^= f(y) ^ k1 at a time, f(v) = (S^1 v & S^8 v)
 * ^ S^2 v; with AVX-512 each f and each three-way xor is one vpternlogq.
 * Constant time. Public domain (CC0).
 */
#ifndef SIMON_LANES_H
#define SIMON_LANES_H

#if SIMON_ROUNDS % 2
#error "an even number of rounds"
#endif

#define SIMON_LANES_F(v) LANES_ANDXOR(LANES_ROL(v, 1), LANES_ROL(v, 8), LANES_ROL(v, 2))

static inline void lanes_encrypt(lanes_vec *x, lanes_vec *y, int g, const simon_key *key)
{
  int r, i;
  for (r = 0; r < SIMON_ROUNDS; r += 2) {
    const lanes_vec k0 = LANES_SET1(key->rk[r]), k1 = LANES_SET1(key->rk[r + 1]);
    for (i = 0; i < g; ++i) {
      y[i] = LANES_XOR3(y[i], SIMON_LANES_F(x[i]), k0);
      x[i] = LANES_XOR3(x[i], SIMON_LANES_F(y[i]), k1);
    }
  }
}

#endif
