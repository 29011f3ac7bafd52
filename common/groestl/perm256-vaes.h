/*
 * groestl/perm256-vaes.h: the compression function and output transformation of Groestl-256
 * ("Groestl - a SHA-3 candidate" v2.0.1, round 3, 2011, sections 3.3-3.4) for amd64 with
 * VAES and AVX2: P and Q run together in four 256-bit registers, register j holding rows j
 * and j + 4 of both ([P row j | Q row j] in the low lane, [P row j+4 | Q row j+4] in the
 * high one), so one VAESENCLAST does SubBytes for 32 bytes and MixBytes reaches rows
 * i + k through one lane swap per register (GROESTL_VROUND4 of groestl/round-vec.h). Half
 * the instructions of groestl/perm256-aesni.h's xmm rows.
 * The chaining value stays in rows between blocks (groestl/rows-ssse3.h).
 * Groestl-256 only (cols = 8). Defines, for groestl/hash.h: groestl_state, groestl_load,
 * groestl_blocks, groestl_output.
 * Constant time: no table lookups, no data-dependent branches. Public domain (CC0).
 */
#ifndef GROESTL_PERM_H
#define GROESTL_PERM_H

#if !defined(__VAES__) || !defined(__AVX2__)
#error "groestl/perm256-vaes.h needs VAES and AVX2 (a compiler line with -mvaes -mavx2, or -march=native on a CPU that has them)"
#endif

#include <stddef.h>
#include <stdint.h>
#include <immintrin.h>
#include "groestl/rows-ssse3.h"
#include "groestl/shuffles.h"

typedef __m256i GV;
#define GV_XOR(a, b) _mm256_xor_si256(a, b)
#define GV_SHUFFLE(a, m) _mm256_shuffle_epi8(a, m)
#define GV_SUBBYTES(a) _mm256_aesenclast_epi128(a, _mm256_setzero_si256())
#define GV_SWAPLANES(a) _mm256_permute2x128_si256(a, a, 1)
#if defined(__GFNI__)
#define GV_XTIME(a) _mm256_gf2p8mul_epi8(a, _mm256_set1_epi8(2))
#define GV_MUL4(a) _mm256_gf2p8mul_epi8(a, _mm256_set1_epi8(4))
#else
#define GV_XTIME(a) _mm256_xor_si256(_mm256_add_epi8(a, a), \
  _mm256_and_si256(_mm256_cmpgt_epi8(_mm256_setzero_si256(), a), _mm256_set1_epi8(0x1b)))
#endif
#include "groestl/round-vec.h"

/* the chaining value as row pairs [row 2k | row 2k + 1] */
typedef struct { __m128i h[4]; } groestl_state;

/* P and Q of Groestl-256 (10 rounds) on y[j] = [P row j | Q row j | P row j+4 | Q row j+4] */
static void groestl256_pq(__m256i y[4])
{
  /* P's constant in row 0 (register 0, low lane), Q's 0xff everywhere and its counter in
     row 7 (register 3, high lane); the round number goes where rv is kept by pos */
  const __m256i ff = _mm256_setr_epi64x(0, -1, 0, -1);
  const __m256i base0 = _mm256_setr_epi8(0x00, 0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70,
    -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, -1);
  const __m256i base3 = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1,
    -1, 0, 0, 0, 0, 0, 0, 0, 0, -1, -17, -33, -49, -65, -81, -97, -113);  /* 0xff ^ (c << 4) */
  const __m256i pos0 = _mm256_setr_epi64x(-1, 0, 0, 0), pos3 = _mm256_setr_epi64x(0, 0, 0, -1);
  __m256i mask[4], c[4];
  int r, j;
  for (j = 0; j < 4; ++j)
    mask[j] = _mm256_setr_m128i(_mm_loadu_si128((const __m128i *) groestl_shuffle256[j]),
                                _mm_loadu_si128((const __m128i *) groestl_shuffle256[j + 4]));
  c[1] = c[2] = ff;
  for (r = 0; r < 10; ++r) {
    __m256i rv = _mm256_set1_epi8((char) r);
    c[0] = _mm256_xor_si256(base0, _mm256_and_si256(rv, pos0));
    c[3] = _mm256_xor_si256(base3, _mm256_and_si256(rv, pos3));
    GROESTL_VROUND4(y, c, mask);
  }
}

static void groestl_load(groestl_state *st, const unsigned char *bytes, int cols)
{
  (void) cols;
  groestl_rows8(st->h, bytes);
}

/* pairs of P and Q rows x[i] = [P row i | Q row i] <-> registers y[j] = [x[j] | x[j + 4]] */
static inline void groestl256_join(__m256i y[4], const __m128i x[8])
{
  int j;
  for (j = 0; j < 4; ++j) y[j] = _mm256_setr_m128i(x[j], x[j + 4]);
}

static inline void groestl256_split(__m128i x[8], const __m256i y[4])
{
  int j;
  for (j = 0; j < 4; ++j) {
    x[j] = _mm256_castsi256_si128(y[j]);
    x[j + 4] = _mm256_extracti128_si256(y[j], 1);
  }
}

static void groestl_blocks(groestl_state *st, const unsigned char *in, size_t nblocks, int cols)
{
  __m128i w[4], x[8], p;
  __m256i y[4];
  int k;
  (void) cols;
  for (; nblocks > 0; --nblocks, in += 64) {
    groestl_rows8(w, in);
    for (k = 0; k < 4; ++k) {
      p = _mm_xor_si128(st->h[k], w[k]);
      x[2 * k] = _mm_unpacklo_epi64(p, w[k]);
      x[2 * k + 1] = _mm_unpackhi_epi64(p, w[k]);
    }
    groestl256_join(y, x);
    groestl256_pq(y);
    groestl256_split(x, y);
    for (k = 0; k < 4; ++k)
      st->h[k] = _mm_xor_si128(st->h[k], _mm_xor_si128(_mm_unpacklo_epi64(x[2 * k], x[2 * k + 1]),
                                                       _mm_unpackhi_epi64(x[2 * k], x[2 * k + 1])));
  }
}

/* Omega(h) = P(h) ^ h (Q runs alongside on a copy and is dropped) */
static void groestl_output(unsigned char *out, size_t outlen, const groestl_state *st, int cols)
{
  unsigned char rows[64];
  __m128i x[8];
  __m256i y[4];
  int k;
  (void) cols;
  for (k = 0; k < 4; ++k) {
    x[2 * k] = _mm_unpacklo_epi64(st->h[k], st->h[k]);
    x[2 * k + 1] = _mm_unpackhi_epi64(st->h[k], st->h[k]);
  }
  groestl256_join(y, x);
  groestl256_pq(y);
  groestl256_split(x, y);
  for (k = 0; k < 4; ++k)
    _mm_storeu_si128((__m128i *) (rows + 16 * k),
                     _mm_xor_si128(st->h[k], _mm_unpacklo_epi64(x[2 * k], x[2 * k + 1])));
  groestl_columns_tail(out, outlen, rows, 8);
}

#endif
