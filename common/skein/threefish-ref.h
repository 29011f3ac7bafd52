/*
 * skein/threefish-ref.h: the UBI block of Skein-256, Skein-512 and Skein-1024 over the
 * Threefish-256/512/1024 block ciphers, in portable C, written as in "The Skein Hash Function
 * Family" version 1.3 (N. Ferguson, S. Lucks, B. Schneier, D. Whiting, M. Bellare, T. Kohno,
 * J. Callas, J. Walker, 2010): section 3.3 (Threefish: MIX, permutation, key schedule with
 * C240) and 3.4 (UBI: G' = E(G, T, M) xor M). One function for the three state sizes, the
 * number of 64-bit words nw = 4, 8 or 16 selecting the tables of section 3.3.
 * Defines, for skein/hash.h:
 *   static void skein_block(uint64_t *h, const unsigned char *block, uint64_t t0, uint64_t t1,
 *                           int nw);
 * which replaces the nw-word chaining value h by UBI's output for one 8 nw-byte block under
 * the tweak (t0, t1).
 * Constant time: additions, rotations by constants and xors only; no table is indexed by data.
 * Public domain (CC0).
 */
#ifndef SKEIN_BLOCK_H
#define SKEIN_BLOCK_H

#include <stdint.h>
#include "skein/constants.h"

/* one MIX (section 3.3.1): y0 = x0 + x1, y1 = (x1 <<< r) xor y0 */
static inline void threefish_mix(uint64_t *x0, uint64_t *x1, int r)
{
  *x0 += *x1;
  *x1 = ((*x1 << r) | (*x1 >> (64 - r))) ^ *x0;
}

/* v += subkey s (section 3.3.2): words of the extended key k[0..nw] taken cyclically from s,
   the tweak words t[s mod 3], t[s+1 mod 3] on words nw-3 and nw-2, and s on the last one */
static inline void threefish_inject(uint64_t *v, const uint64_t *k, const uint64_t t[3],
                                    int s, int nw)
{
  int i;
  for (i = 0; i < nw; ++i) v[i] += k[(s + i) % (nw + 1)];
  v[nw - 3] += t[s % 3];
  v[nw - 2] += t[(s + 1) % 3];
  v[nw - 1] += (uint64_t) s;
}

static void skein_block(uint64_t *h, const unsigned char *block, uint64_t t0, uint64_t t1,
                        int nw)
{
  uint64_t k[17], t[3], m[16], v[16], f[16];
  const unsigned char *rot = nw == 4 ? skein_rot4[0] : nw == 8 ? skein_rot8[0] : skein_rot16[0];
  const unsigned char *perm = nw == 4 ? skein_perm4 : nw == 8 ? skein_perm8 : skein_perm16;
  int rounds = nw == 16 ? 80 : 72, d, i;

  k[nw] = SKEIN_C240;
  for (i = 0; i < nw; ++i) {
    k[i] = h[i];
    k[nw] ^= h[i];
    m[i] = bytes_load_le64(block + 8 * i);
    v[i] = m[i];
  }
  t[0] = t0;
  t[1] = t1;
  t[2] = t0 ^ t1;

  for (d = 0; d < rounds; ++d) {
    if (d % 4 == 0) threefish_inject(v, k, t, d / 4, nw);
    for (i = 0; i < nw / 2; ++i)
      threefish_mix(&v[2 * i], &v[2 * i + 1], rot[(d % 8) * (nw / 2) + i]);
    for (i = 0; i < nw; ++i) f[i] = v[i];
    for (i = 0; i < nw; ++i) v[i] = f[perm[i]];
  }
  threefish_inject(v, k, t, rounds / 4, nw);

  for (i = 0; i < nw; ++i) h[i] = v[i] ^ m[i];
}

#endif
