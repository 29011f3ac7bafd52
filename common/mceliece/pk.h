/*
 * mceliece/pk.h: the public key (round-4 specification, section 2.4 SeededKeyGen steps 5-6,
 * and 2.2.1 MatGen): the parity-check matrix of the Goppa code with support L, row i*m + k
 * holding bit k of L_j^i / g(L_j) in column j, brought to systematic form (I | T) by
 * Gauss-Jordan elimination; pk is T. For the f sets (mu = 32, nu = 64) the last 32 pivots
 * may come from the 64 columns from mt - 32 on (semi-systematic form): the columns are
 * swapped into place, in the matrix and in pi, and their positions are the bitmap c.
 * Rows are 64-bit words, column j at bit j % 64 of word j / 64, padded to MC_ROW_WORDS;
 * the elimination is mceliece/eliminate.h's. Row operations are masked; only the verdict
 * "not systematic" is published (crypto_declassify).
 * Public domain (CC0).
 */
#ifndef MCELIECE_PK_H
#define MCELIECE_PK_H

#include <stdint.h>
#include "crypto_declassify.h"
#include "crypto_uint64.h"
#include "mceliece/gf.h"
#include "mceliece/vec.h"

/* The row operations of the elimination: portable unless the includer brought faster ones
   (mceliece/avx2/pk.h) */
#ifndef MC_ROW_OPS
#include "mceliece/row-ops.h"
#endif
#include "mceliece/eliminate.h"

typedef uint64_t mc_row[MC_ROW_WORDS];             /* MC_WORDS = MC_GROUPS, then zeros */

/* the 64 bits of a row from column o on (o + 64 <= 64 * MC_WORDS) */
static inline uint64_t mc_get64(const mc_row w, int o)
{
  int sh = o & 63;
  return sh ? w[o >> 6] >> sh | w[(o >> 6) + 1] << (64 - sh) : w[o >> 6];
}

static inline void mc_set64(mc_row w, int o, uint64_t v)
{
  int sh = o & 63;
  if (!sh) { w[o >> 6] = v; return; }
  w[o >> 6] = (w[o >> 6] & ((1ULL << sh) - 1)) | v << sh;
  w[(o >> 6) + 1] = (w[(o >> 6) + 1] & ~((1ULL << sh) - 1)) | v >> (64 - sh);
}

#if MCELIECE_SEMI
/* The pivots of the 32 x 64 block at row and column mt - 32 (the columns of the echelon form
   of its row space, in order); column mt - 32 + j swapped with mt - 32 + col[j] in mat and pi.
   -1 if the block's rank is below 32. */
static int mc_move_columns(mc_row *mat, int16_t pi[MC_Q], uint64_t *pivots)
{
  const int start = MC_ROWS - 32;
  uint64_t b[32], any, t, d;
  int col[32], i, j;
  crypto_uint64 zero;

  for (i = 0; i < 32; ++i) b[i] = mc_get64(mat[start + i], start);
  *pivots = 0;
  for (i = 0; i < 32; ++i) {
    for (any = 0, j = i; j < 32; ++j) any |= b[j];
    zero = crypto_uint64_zero_mask(any);
    crypto_declassify(&zero, sizeof zero);
    if (zero) return -1;
    col[i] = (int) crypto_uint64_bottomzeros_num(any);   /* the next pivot column */
    *pivots |= 1ULL << col[i];
    for (j = i + 1; j < 32; ++j) b[i] ^= b[j] & ~crypto_uint64_bitmod_mask(b[i], col[i]);
    for (j = i + 1; j < 32; ++j) b[j] ^= b[i] & crypto_uint64_bitmod_mask(b[j], col[i]);
  }
  for (i = 0; i < 32; ++i)                             /* col[i] >= i: swap i and col[i] */
    for (j = i + 1; j < 64; ++j) {
      int16_t s = (int16_t) ((pi[start + i] ^ pi[start + j]) & crypto_uint64_equal_mask((uint64_t) j, (uint64_t) col[i]));
      pi[start + i] ^= s;
      pi[start + j] ^= s;
    }
  for (j = 0; j < MC_ROWS; ++j) {
    t = mc_get64(mat[j], start);
    for (i = 0; i < 32; ++i) {
      d = (t >> i ^ t >> col[i]) & 1;
      t ^= d << i | d << col[i];
    }
    mc_set64(mat[j], start, t);
  }
  return 0;
}
#endif

/* pk from g (monic, g[t] = 1) and pi; pi may change (f sets). -1: not (semi-)systematic. */
static int mc_public_key(unsigned char *pk, uint64_t *pivots, const gf gpoly[MCELIECE_T + 1], int16_t pi[MC_Q])
{
  mc_row mat[MC_ROWS];
  gf L[MCELIECE_N];
  mc_vec Lv, v;
  int i, j, k, g;

  for (j = 0; j < MCELIECE_N; ++j) L[j] = gf_bitrev((gf) pi[j]);
  memset(mat, 0, sizeof mat);
  for (g = 0; g < MC_GROUPS; ++g) {                /* row i*m + k: bit k of L^i / g(L) */
    uint64_t inside = MCELIECE_N - 64 * g < 64 ? (1ULL << (MCELIECE_N - 64 * g)) - 1 : ~0ULL;
    mc_vec_load(Lv, L, g);
    mc_vec_eval(v, gpoly, Lv);
    mc_vec_inv(v, v);
    for (i = 0; i < MCELIECE_T; ++i) {
      for (k = 0; k < MCELIECE_M; ++k) mat[i * MCELIECE_M + k][g] = v[k] & inside;
      mc_vec_mul(v, v, Lv);
    }
  }
  *pivots = 0xFFFFFFFF;                            /* columns mt - 32 .. mt - 1 */
#if MCELIECE_SEMI
  if (mc_eliminate(mat, 0, MC_ROWS - 32) || mc_move_columns(mat, pi, pivots)
      || mc_eliminate(mat, MC_ROWS - 32, MC_ROWS)) return -1;
#else
  if (mc_eliminate(mat, 0, MC_ROWS)) return -1;
#endif
  for (i = 0; i < MC_ROWS; ++i)                     /* T: columns mt .. n-1 */
    for (j = 0; j < MC_ROWBYTES; ++j) {
      int o = MC_ROWS + 8 * j, sh = o & 63;
      uint64_t x = mat[i][o >> 6] >> sh;
      if (sh > 56 && (o >> 6) + 1 < MC_WORDS) x |= mat[i][(o >> 6) + 1] << (64 - sh);
      *pk++ = (unsigned char) x;
    }
  return 0;
}

#endif
