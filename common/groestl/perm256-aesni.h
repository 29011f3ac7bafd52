/*
 * groestl/perm256-aesni.h: the compression function and output transformation of Groestl-256
 * ("Groestl - a SHA-3 candidate" v2.0.1, round 3, 2011, sections 3.3-3.4) for amd64 with
 * AES-NI and SSSE3: P and Q run together, register i holding row i of P's state (8 bytes)
 * and row i of Q's; the round is groestl/round-vec.h (SubBytes by AESENCLAST, MixBytes by
 * xors and doublings: GFNI's multiply when the compiler line has GFNI, else add and mask).
 * The chaining value stays in rows between blocks; each message block is turned into rows
 * once (groestl/rows-ssse3.h).
 * Groestl-256 only (cols = 8): Groestl-512's rows fill whole registers, see perm512-vaes.h.
 * Defines, for groestl/hash.h: groestl_state, groestl_load, groestl_blocks, groestl_output.
 * Constant time: no table lookups, no data-dependent branches. Public domain (CC0).
 */
#ifndef GROESTL_PERM_H
#define GROESTL_PERM_H

#if !defined(__AES__) || !defined(__SSSE3__)
#error "groestl/perm256-aesni.h needs AES-NI and SSSE3 (a compiler line with -maes -mssse3, or -march=native on a CPU that has them)"
#endif

#include <stddef.h>
#include <stdint.h>
#include <immintrin.h>
#include "groestl/rows-ssse3.h"
#include "groestl/shuffles.h"

typedef __m128i GV;
#define GV_XOR(a, b) _mm_xor_si128(a, b)
#define GV_SHUFFLE(a, m) _mm_shuffle_epi8(a, m)
#define GV_SUBBYTES(a) _mm_aesenclast_si128(a, _mm_setzero_si128())
#if defined(__GFNI__)
#define GV_XTIME(a) _mm_gf2p8mul_epi8(a, _mm_set1_epi8(2))
#define GV_MUL4(a) _mm_gf2p8mul_epi8(a, _mm_set1_epi8(4))
#else
#define GV_XTIME(a) _mm_xor_si128(_mm_add_epi8(a, a), \
  _mm_and_si128(_mm_cmpgt_epi8(_mm_setzero_si128(), a), _mm_set1_epi8(0x1b)))
#endif
#include "groestl/round-vec.h"

/* the chaining value as row pairs [row 2k | row 2k + 1] */
typedef struct { __m128i h[4]; } groestl_state;

/* P and Q of Groestl-256 (10 rounds) on x[i] = [P row i | Q row i] */
static void groestl256_pq(__m128i x[8])
{
  const __m128i base0 = _mm_setr_epi8(0x00, 0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70,
                                      -1, -1, -1, -1, -1, -1, -1, -1);
  const __m128i base7 = _mm_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, -1, -17, -33, -49, -65, -81,
                                      -97, -113);  /* 0xff ^ (c << 4) */
  const __m128i lo = _mm_set_epi64x(0, -1), cmid = _mm_set_epi64x(-1, 0);
  __m128i mask[8];
  int r, i;
  for (i = 0; i < 8; ++i) mask[i] = _mm_loadu_si128((const __m128i *) groestl_shuffle256[i]);
  for (r = 0; r < 10; ++r) {
    __m128i rv = _mm_set1_epi8((char) r);
    __m128i c0 = _mm_xor_si128(base0, _mm_and_si128(rv, lo));
    __m128i c7 = _mm_xor_si128(base7, _mm_andnot_si128(lo, rv));
    GROESTL_VROUND(x, c0, cmid, c7, mask);
  }
}

static void groestl_load(groestl_state *st, const unsigned char *bytes, int cols)
{
  (void) cols;
  groestl_rows8(st->h, bytes);
}

static void groestl_blocks(groestl_state *st, const unsigned char *in, size_t nblocks, int cols)
{
  __m128i w[4], x[8], p;
  int k;
  (void) cols;
  for (; nblocks > 0; --nblocks, in += 64) {
    groestl_rows8(w, in);
    for (k = 0; k < 4; ++k) {
      p = _mm_xor_si128(st->h[k], w[k]);
      x[2 * k] = _mm_unpacklo_epi64(p, w[k]);
      x[2 * k + 1] = _mm_unpackhi_epi64(p, w[k]);
    }
    groestl256_pq(x);
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
  int k;
  (void) cols;
  for (k = 0; k < 4; ++k) {
    x[2 * k] = _mm_unpacklo_epi64(st->h[k], st->h[k]);
    x[2 * k + 1] = _mm_unpackhi_epi64(st->h[k], st->h[k]);
  }
  groestl256_pq(x);
  for (k = 0; k < 4; ++k)
    _mm_storeu_si128((__m128i *) (rows + 16 * k),
                     _mm_xor_si128(st->h[k], _mm_unpacklo_epi64(x[2 * k], x[2 * k + 1])));
  groestl_columns_tail(out, outlen, rows, 8);
}

#endif
