/*
 * groestl/rows-ssse3.h: Groestl's column-wise byte order ("Groestl - a SHA-3 candidate"
 * v2.0.1, section 3.3.1: byte 8c + r of a block is row r, column c) into rows, with SSSE3
 * shuffles, for the row-per-register implementations (groestl/perm256-aesni.h,
 * perm256-vaes.h, perm512-vaes.h).
 * Public domain (CC0).
 */
#ifndef GROESTL_ROWS_SSSE3_H
#define GROESTL_ROWS_SSSE3_H

#include <immintrin.h>

/* 8 columns (64 bytes) -> w[k] = [row 2k | row 2k+1], 8 bytes each: pair up the two columns
   of each 16-byte load row by row, then interleave 16-bit and 32-bit groups */
static inline void groestl_rows8(__m128i w[4], const unsigned char *in)
{
  const __m128i pair = _mm_setr_epi8(0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15);
  __m128i y0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *) in), pair);
  __m128i y1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *) (in + 16)), pair);
  __m128i y2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *) (in + 32)), pair);
  __m128i y3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *) (in + 48)), pair);
  __m128i z0 = _mm_unpacklo_epi16(y0, y1);  /* rows 0..3, columns 0..3 */
  __m128i z1 = _mm_unpackhi_epi16(y0, y1);  /* rows 4..7, columns 0..3 */
  __m128i z2 = _mm_unpacklo_epi16(y2, y3);  /* rows 0..3, columns 4..7 */
  __m128i z3 = _mm_unpackhi_epi16(y2, y3);  /* rows 4..7, columns 4..7 */
  w[0] = _mm_unpacklo_epi32(z0, z2);
  w[1] = _mm_unpackhi_epi32(z0, z2);
  w[2] = _mm_unpacklo_epi32(z1, z3);
  w[3] = _mm_unpackhi_epi32(z1, z3);
}

/* 16 columns (128 bytes) -> row[r] (16 bytes each): the 8-byte halves of each row from
   groestl_rows8 on columns 0..7 and 8..15, joined */
static inline void groestl_rows16(__m128i row[8], const unsigned char *in)
{
  __m128i lo[4], hi[4];
  int k;
  groestl_rows8(lo, in);
  groestl_rows8(hi, in + 64);
  for (k = 0; k < 4; ++k) {
    row[2 * k] = _mm_unpacklo_epi64(lo[k], hi[k]);
    row[2 * k + 1] = _mm_unpackhi_epi64(lo[k], hi[k]);
  }
}

/* out = the last outlen bytes, in column-wise order, of the state whose rows (cols bytes
   each) are rows[cols r .. cols r + cols - 1] */
static inline void groestl_columns_tail(unsigned char *out, size_t outlen,
                                        const unsigned char *rows, int cols)
{
  size_t k, first = 8 * (size_t) cols - outlen;
  for (k = 0; k < outlen; ++k)
    out[k] = rows[(size_t) cols * ((first + k) % 8) + (first + k) / 8];
}

#endif
