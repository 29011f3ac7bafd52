/*
 * mceliece/benes.h: the Benes network on 2^m positions: the control bits of a permutation
 * (how key generation stores the support) and their application (how decryption recovers
 * it). The network has 2m - 1 layers of 2^(m-1) conditional swaps; layer i swaps positions
 * x and x + 2^s with s = i for i < m, s = 2m - 2 - i after, its bit j (in order of x) at
 * position i 2^(m-1) + j of the control bits, bit 0 of a byte first.
 * The control bits are those of Bernstein, "Verified fast formulas for control bits for
 * permutation networks" (2020), which the round-4 specification (section 4.2) adopts: the
 * outer layers from the cycle minima of pi conjugated by x -> x xor 1, the inner network
 * recursively on the two halves. Every step is a composition or inversion of permutations
 * done by sorting packed integers with a constant-time sorting network, so no branch and
 * no index depends on pi.
 * Public domain (CC0).
 */
#ifndef MCELIECE_BENES_H
#define MCELIECE_BENES_H

#include <stdint.h>
#include <string.h>
#include "crypto_int16.h"
#ifdef MCELIECE_FAST_KEYGEN                   /* the sorts are most of key generation */
#include "sort/int32-avx2.h"
#define mc_sort_int32 sort_int32_avx2
#else
#include "sort/int32.h"
#define mc_sort_int32 sort_int32
#endif
#include "mceliece/params.h"

/* out[key[x]] = val[x] for x < n, key a permutation (values below 2^15) */
static void mc_scatter(int16_t *out, const int16_t *key, const int16_t *val, long long n, int32_t *tmp)
{
  long long x;
  for (x = 0; x < n; ++x) tmp[x] = (int32_t) key[x] << 16 | (uint16_t) val[x];
  mc_sort_int32(tmp, n);
  for (x = 0; x < n; ++x) out[x] = (int16_t) (tmp[x] & 0xffff);
}

static void mc_invert(int16_t *out, const int16_t *p, int16_t *id, long long n, int32_t *tmp)
{
  long long x;
  for (x = 0; x < n; ++x) id[x] = (int16_t) x;
  mc_scatter(out, p, id, n, tmp);
}

/* Work space of one level: five permutations of n and the sort's n int32. */
struct mc_cbwork {
  int16_t p[MC_Q], pinv[MC_Q], c[MC_Q], u[MC_Q], v[MC_Q];
  int32_t tmp[MC_Q];
};

static void mc_setbit(unsigned char *out, long long pos, int16_t bit)
{
  out[pos >> 3] ^= (unsigned char) ((bit & 1) << (pos & 7));
}

/* The control bits of pi (n = 2^w) into out at pos, pos + step, ...: the first layer's n/2,
   then the inner network's, then the last layer's. q holds 2n int16 for the recursion. */
static void mc_cbrecursion(unsigned char *out, long long pos, long long step, const int16_t *pi,
                           int w, long long n, struct mc_cbwork *k, int16_t *q)
{
  long long x, half = n / 2;
  int i;
  if (w == 1) {
    mc_setbit(out, pos, pi[0]);
    return;
  }
  /* p = pibar: p(pi(x) xor 1) = pi(x xor 1) */
  for (x = 0; x < n; ++x) { k->u[x] = (int16_t) (pi[x] ^ 1); k->v[x] = pi[x ^ 1]; }
  mc_scatter(k->p, k->u, k->v, n, k->tmp);
  /* c(x) = the least element of x's cycle under p (cycles are at most n/2 long):
     c = min(x, p(x)), then w - 2 doublings c = min(c, c o p^(2^i)) */
  for (x = 0; x < n; ++x) k->c[x] = crypto_int16_min((int16_t) x, k->p[x]);
  for (i = 0; i < w - 1; ++i) {
    mc_invert(k->pinv, k->p, k->u, n, k->tmp);
    if (i > 0) {                                    /* c o p, p the current power */
      mc_scatter(k->u, k->pinv, k->c, n, k->tmp);
      for (x = 0; x < n; ++x) k->c[x] = crypto_int16_min(k->c[x], k->u[x]);
    }
    if (i < w - 2) {                                /* p = p o p */
      mc_scatter(k->v, k->pinv, k->p, n, k->tmp);
      memcpy(k->p, k->v, sizeof k->p[0] * (size_t) n);
    }
  }
  /* first layer: f_j = c(2j) mod 2; F(x) = x xor f_(x/2) */
  for (x = 0; x < half; ++x) mc_setbit(out, pos + x * step, k->c[2 * x]);
  for (x = 0; x < n; ++x) k->v[x] = (int16_t) (x ^ (k->c[x & ~1LL] & 1));   /* v = F */
  /* u = F o pi = scatter by pi^-1 of F */
  mc_invert(k->pinv, pi, k->u, n, k->tmp);
  mc_scatter(k->u, k->pinv, k->v, n, k->tmp);
  /* last layer: l_k = F(pi(2k)) mod 2; L(y) = y xor l_(y/2) */
  for (x = 0; x < half; ++x) mc_setbit(out, pos + (2 * w - 2) * step * half + x * step, k->u[2 * x]);
  for (x = 0; x < n; ++x) k->v[x] = (int16_t) (x ^ (k->u[x & ~1LL] & 1));   /* v = L */
  /* M = F o pi o L: scatter by L (an involution) of F o pi */
  mc_scatter(k->c, k->v, k->u, n, k->tmp);
  for (x = 0; x < half; ++x) {
    q[x] = (int16_t) (k->c[2 * x] >> 1);
    q[x + half] = (int16_t) (k->c[2 * x + 1] >> 1);
  }
  mc_cbrecursion(out, pos + step * half, 2 * step, q, w - 1, half, k, q + n);
  mc_cbrecursion(out, pos + step * half + step, 2 * step, q + half, w - 1, half, k, q + n);
}

static void mc_controlbits(unsigned char out[MC_CONDBYTES], const int16_t pi[MC_Q])
{
  struct mc_cbwork work;
  int16_t q[2 * MC_Q];
  memset(out, 0, MC_CONDBYTES);
  mc_cbrecursion(out, 0, 1, pi, MCELIECE_M, MC_Q, &work, q);
}

/* Apply the network to p[0..2^m): afterwards p[x] is the old p[pi(x)]. */
static inline void mc_benes(int16_t p[MC_Q], const unsigned char cond[MC_CONDBYTES])
{
  long long index = 0, i, j;
  int layer, s;
  for (layer = 0; layer < 2 * MCELIECE_M - 1; ++layer) {
    s = layer < MCELIECE_M ? layer : 2 * MCELIECE_M - 2 - layer;
    for (i = 0; i < MC_Q; i += 2LL << s)
      for (j = i; j < i + (1LL << s); ++j, ++index) {
        int16_t d = (int16_t) ((p[j] ^ p[j + (1LL << s)]) & -(int16_t) (cond[index >> 3] >> (index & 7) & 1));
        p[j] ^= d;
        p[j + (1LL << s)] ^= d;
      }
  }
}

/* The support L[i] = bitrev(pi(i)), i < n, from the control bits */
static inline void mc_support(gf *L, const unsigned char cond[MC_CONDBYTES])
{
  int16_t p[MC_Q];
  long long i;
  for (i = 0; i < MC_Q; ++i) p[i] = (int16_t) gf_bitrev((gf) i);
  mc_benes(p, cond);
  for (i = 0; i < MCELIECE_N; ++i) L[i] = (gf) p[i];
}

#endif
