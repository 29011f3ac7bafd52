/*
 * mceliece/eliminate.h: Gauss-Jordan elimination of the public key's matrix (mceliece/pk.h),
 * blocked, shared by every folder: the row operations come from mceliece/row-ops.h (portable)
 * or mceliece/avx2/pk.h (256-bit vectors), included first. Pivots are taken a block at a time:
 * the columns r0 .. r0+nb-1 of one 64-bit word (nb <= 64). Per block:
 *   1. narrow (one word per row, the block's columns only): which row below is added to each
 *      pivot row when its own bit is 0 (the first with the bit, reduced), with the early abort
 *      ("not systematic") per pivot; then the inverse M of the pivot rows' nb x nb block after
 *      those additions;
 *   2. wide, 16 words of every row at a time (that strip of the matrix stays in cache):
 *      A. pivot row j ^= the chosen row below;  B. pivot rows = M x pivot rows (their block is
 *      now the identity);  C. every other row ^= the pivot rows its block bits select.
 * Every step adds rows to other rows (the row space is kept) and the result is the reduced
 * echelon form, which is unique. Rows are read and written once per block rather than once
 * per pivot. All additions are masked and every loop bound is public: constant time; only the
 * verdict "not systematic" is published (crypto_declassify).
 * Public domain (CC0).
 */
#ifndef MCELIECE_ELIMINATE_H
#define MCELIECE_ELIMINATE_H

#include <stdint.h>
#include <string.h>
#include "crypto_declassify.h"
#include "crypto_uint64.h"
#include "mceliece/params.h"

#define MC_ROW_WORDS ((MC_WORDS + 3) & ~3)        /* a row in the matrix: whole groups of 4 */
#define MC_STRIP 16                               /* words of a row per pass: 4 groups */

/* C on the rows lo .. hi - 1, two at a time */
MC_INLINE void mc_clear_rows(uint64_t *mat, long st, const uint64_t *coef, int lo, int hi,
  const uint64_t *piv, int nb, int c, const int nv)
{
  int k;
  for (k = lo; k + 1 < hi; k += 2) mc_add_pivots2(mat + k * st + c, mat + (k + 1) * st + c, piv, st, coef[k], coef[k + 1], nb, nv);
  if (k < hi) mc_add_pivots(mat + k * st + c, piv, st, coef[k], nb, nv);
}

/* the narrow block bits (columns r0 .. r0+nb-1) of every row */
struct mc_block {
  int r0, nb;
  uint64_t coef[MC_ROWS];       /* row k's bits there, before the block: step C's selection */
  uint64_t sel[MC_ROWS];        /* rows r0 + k: bit j set if the row is added to pivot j (A) */
  uint64_t inv[64];             /* M: bit i of inv[j] set if pivot j takes row i in step B */
};

/* Step 1: sel (the first row below whose bit j is 1, reduced, for each pivot j lacking it)
   and M; -1 if a column has no pivot (declassified) */
static int mc_block_plan(struct mc_block *b, const uint64_t *mat, long st)
{
  const int w = b->r0 >> 6, s = b->r0 & 63, nb = b->nb, n = MC_ROWS - b->r0;
  const uint64_t keep = nb == 64 ? ~0ULL : (1ULL << nb) - 1;
  uint64_t z[MC_ROWS], y[64], have, bit, add, m;
  const uint64_t *x = b->coef + b->r0;
  crypto_uint64 missing;
  int j, k;

  for (k = 0; k < MC_ROWS; ++k) b->coef[k] = (mat[k * st + w] >> s) & keep;
  for (k = 0; k < n; ++k) { z[k] = x[k]; b->sel[k] = 0; }
  for (j = 0; j < nb; ++j) {                       /* z: rows r0.. reduced pivot by pivot */
    have = crypto_uint64_bitmod_mask(z[j], j);
    for (k = j + 1; k < n; ++k) {
      bit = crypto_uint64_bitmod_mask(z[k], j);
      add = bit & ~have;
      b->sel[k] |= add & (1ULL << j);
      z[j] ^= z[k] & add;
      have |= bit;
    }
    missing = ~have;
    crypto_declassify(&missing, sizeof missing);
    if (missing) return -1;
    for (k = 0; k < n; ++k)
      if (k != j) z[k] ^= z[j] & crypto_uint64_bitmod_mask(z[k], j);
  }
  for (j = 0; j < nb; ++j) {                       /* y: the pivot rows' bits after step A */
    y[j] = x[j];
    for (k = j + 1; k < n; ++k) y[j] ^= x[k] & crypto_uint64_bitmod_mask(b->sel[k], j);
    b->inv[j] = 1ULL << j;
  }
  for (j = 0; j < nb; ++j) {                       /* Gauss-Jordan on (y | I): inv = y^-1 */
    have = crypto_uint64_bitmod_mask(y[j], j);     /* y is invertible: some row has bit j */
    for (k = j + 1; k < nb; ++k) {
      bit = crypto_uint64_bitmod_mask(y[k], j);
      add = bit & ~have;
      y[j] ^= y[k] & add;
      b->inv[j] ^= b->inv[k] & add;
      have |= bit;
    }
    for (k = 0; k < nb; ++k) {
      if (k == j) continue;
      m = crypto_uint64_bitmod_mask(y[k], j);
      y[k] ^= y[j] & m;
      b->inv[k] ^= b->inv[j] & m;
    }
  }
  return 0;
}

/* Step 2 on the words c .. c + 4nv of every row */
MC_INLINE void mc_block_strip(uint64_t *mat, long st, const struct mc_block *b, int c, const int nv)
{
  const int r0 = b->r0, nb = b->nb, n = MC_ROWS - r0;
  uint64_t tmp[64][MC_STRIP];
  int j;

  for (j = 0; j < nb; ++j)                         /* A (rows below are unchanged yet) */
    mc_add_chosen(mat + (r0 + j) * st + c, mat + (r0 + j + 1) * st + c, st, b->sel + j + 1, j, n - j - 1, nv);
  for (j = 0; j < nb; ++j) {                       /* B */
    memset(tmp[j], 0, sizeof tmp[j]);
    mc_add_pivots(tmp[j], mat + r0 * st + c, st, b->inv[j], nb, nv);
  }
  for (j = 0; j < nb; ++j) memcpy(mat + (r0 + j) * st + c, tmp[j], 32 * nv);
  mc_clear_rows(mat, st, b->coef, 0, r0, mat + r0 * st + c, nb, c, nv);          /* C */
  mc_clear_rows(mat, st, b->coef, r0 + nb, MC_ROWS, mat + r0 * st + c, nb, c, nv);
}

/* Gauss-Jordan on the pivots from .. to - 1 (columns left of from already reduced); rows of
   words (a multiple of 4) words, st apart */
static int mc_eliminate_blocked(uint64_t *mat, long st, int words, int from, int to)
{
  struct mc_block b;
  int c;
  for (b.r0 = from; b.r0 < to; b.r0 += b.nb) {
    b.nb = 64 - (b.r0 & 63);
    if (b.nb > to - b.r0) b.nb = to - b.r0;
    if (mc_block_plan(&b, mat, st)) return -1;
    for (c = (b.r0 >> 6) & ~3; c + MC_STRIP <= words; c += MC_STRIP) mc_block_strip(mat, st, &b, c, 4);
    switch ((words - c) / 4) {              /* the last 1-3 groups in one pass too */
      case 3: mc_block_strip(mat, st, &b, c, 3); break;
      case 2: mc_block_strip(mat, st, &b, c, 2); break;
      case 1: mc_block_strip(mat, st, &b, c, 1); break;
    }
  }
  return 0;
}

#define MC_SQUARE_WORDS (((MC_ROWS + 63) / 64 + 3) & ~3)   /* the columns 0 .. mt - 1, and a few */

/* Gauss-Jordan on the pivots from .. to - 1 of the matrix. A systematic set (not f) first runs
   it on a copy of the square part's columns only: whether the key is systematic depends on
   them alone, and about 70% of attempts are not (SUPERCOP's avx rejects as cheaply:
   elimination on the square part, then the other columns); only a key that passes pays for
   the whole width. */
static int mc_eliminate(uint64_t (*mat)[MC_ROW_WORDS], int from, int to)
{
#if !MCELIECE_SEMI && MC_SQUARE_WORDS < MC_ROW_WORDS
  uint64_t square[MC_ROWS][MC_SQUARE_WORDS];
  int k;
  for (k = 0; k < MC_ROWS; ++k) memcpy(square[k], mat[k], sizeof square[k]);
  if (mc_eliminate_blocked(square[0], MC_SQUARE_WORDS, MC_SQUARE_WORDS, from, to)) return -1;
#endif
  return mc_eliminate_blocked(mat[0], MC_ROW_WORDS, MC_ROW_WORDS, from, to);
}

#endif
