/*
 * groestl/perm512-vaes.h: the compression function and output transformation of Groestl-512
 * ("Groestl - a SHA-3 candidate" v2.0.1, round 3, 2011, sections 3.3-3.4) for amd64 with
 * VAES and AVX2: P and Q run together, each 256-bit register holding row i of P's state
 * (16 bytes) in its low lane and row i of Q's in its high lane, so one VAESENCLAST does
 * SubBytes for both; the round is groestl/round-vec.h (MixBytes by xors and doublings:
 * GFNI's multiply when the compiler line has GFNI, else add and mask).
 * The chaining value stays in rows between blocks; each message block is turned into rows
 * once (groestl/rows-ssse3.h).
 * Groestl-512 only (cols = 16). Defines, for groestl/hash.h: groestl_state, groestl_load,
 * groestl_blocks, groestl_output.
 * Constant time: no table lookups, no data-dependent branches. Public domain (CC0).
 */
#ifndef GROESTL_PERM_H
#define GROESTL_PERM_H

#if !defined(__VAES__) || !defined(__AVX2__)
#error "groestl/perm512-vaes.h needs VAES and AVX2 (a compiler line with -mvaes -mavx2, or -march=native on a CPU that has them)"
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
#if defined(__GFNI__)
#define GV_XTIME(a) _mm256_gf2p8mul_epi8(a, _mm256_set1_epi8(2))
#define GV_MUL4(a) _mm256_gf2p8mul_epi8(a, _mm256_set1_epi8(4))
#else
#define GV_XTIME(a) _mm256_xor_si256(_mm256_add_epi8(a, a), \
  _mm256_and_si256(_mm256_cmpgt_epi8(_mm256_setzero_si256(), a), _mm256_set1_epi8(0x1b)))
#endif
#include "groestl/round-vec.h"

/* the chaining value as rows */
typedef struct { __m128i h[8]; } groestl_state;

/* P and Q of Groestl-512 (14 rounds) on x[i] = [P row i | Q row i] */
static void groestl512_pq(__m256i x[8])
{
  const __m256i base0 = _mm256_setr_epi8(0x00, 0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70,
    -128, -112, -96, -80, -64, -48, -32, -16,  /* 0x80 .. 0xf0 */
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
  const __m256i base7 = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    -1, -17, -33, -49, -65, -81, -97, -113,  /* 0xff ^ (c << 4) */
    127, 111, 95, 79, 63, 47, 31, 15);
  const __m256i lo = _mm256_setr_epi64x(-1, -1, 0, 0), cmid = _mm256_setr_epi64x(0, 0, -1, -1);
  __m256i mask[8];
  int r, i;
  for (i = 0; i < 8; ++i) mask[i] = _mm256_loadu_si256((const __m256i *) groestl_shuffle512[i]);
  for (r = 0; r < 14; ++r) {
    __m256i rv = _mm256_set1_epi8((char) r);
    __m256i c0 = _mm256_xor_si256(base0, _mm256_and_si256(rv, lo));
    __m256i c7 = _mm256_xor_si256(base7, _mm256_andnot_si256(lo, rv));
    GROESTL_VROUND(x, c0, cmid, c7, mask);
  }
}

static void groestl_load(groestl_state *st, const unsigned char *bytes, int cols)
{
  (void) cols;
  groestl_rows16(st->h, bytes);
}

static void groestl_blocks(groestl_state *st, const unsigned char *in, size_t nblocks, int cols)
{
  __m128i m[8];
  __m256i x[8];
  int i;
  (void) cols;
  for (; nblocks > 0; --nblocks, in += 128) {
    groestl_rows16(m, in);
    for (i = 0; i < 8; ++i) x[i] = _mm256_setr_m128i(_mm_xor_si128(st->h[i], m[i]), m[i]);
    groestl512_pq(x);
    for (i = 0; i < 8; ++i)
      st->h[i] = _mm_xor_si128(st->h[i], _mm_xor_si128(_mm256_castsi256_si128(x[i]),
                                                       _mm256_extracti128_si256(x[i], 1)));
  }
}

/* Omega(h) = P(h) ^ h (Q runs alongside on a copy and is dropped) */
static void groestl_output(unsigned char *out, size_t outlen, const groestl_state *st, int cols)
{
  unsigned char rows[128];
  __m256i x[8];
  int i;
  (void) cols;
  for (i = 0; i < 8; ++i) x[i] = _mm256_setr_m128i(st->h[i], st->h[i]);
  groestl512_pq(x);
  for (i = 0; i < 8; ++i)
    _mm_storeu_si128((__m128i *) (rows + 16 * i),
                     _mm_xor_si128(st->h[i], _mm256_castsi256_si128(x[i])));
  groestl_columns_tail(out, outlen, rows, 16);
}

#endif
