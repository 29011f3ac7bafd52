/*
 * groestl/perm512-aesni.h: the compression function and output transformation of Groestl-512
 * ("Groestl - a SHA-3 candidate" v2.0.1, round 3, 2011, sections 3.3-3.4) for amd64 with
 * AES-NI and SSSE3: one 16-byte row a register, P's eight rows and Q's eight rows run as two
 * independent instances of the round of groestl/round-vec.h (SubBytes by AESENCLAST, MixBytes
 * by xors and doublings: GFNI's multiply when the compiler line has GFNI). For CPUs without
 * VAES; with it, groestl/perm512-vaes.h does both in one set of 256-bit registers.
 * The chaining value stays in rows between blocks (groestl/rows-ssse3.h).
 * Groestl-512 only (cols = 16). Defines, for groestl/hash.h: groestl_state, groestl_load,
 * groestl_blocks, groestl_output.
 * Constant time: no table lookups, no data-dependent branches. Public domain (CC0).
 */
#ifndef GROESTL_PERM_H
#define GROESTL_PERM_H

#if !defined(__AES__) || !defined(__SSSE3__)
#error "groestl/perm512-aesni.h needs AES-NI and SSSE3 (a compiler line with -maes -mssse3, or -march=native on a CPU that has them)"
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

/* the chaining value as rows */
typedef struct { __m128i h[8]; } groestl_state;

/* P (14 rounds) on the rows p[0..7] and Q on q[0..7] (q = 0: P alone) */
static void groestl512_pq(__m128i p[8], __m128i q[8])
{
  const __m128i cols = _mm_setr_epi8(0x00, 0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70,
    -128, -112, -96, -80, -64, -48, -32, -16);  /* c << 4 */
  const __m128i ff = _mm_set1_epi8(-1), zero = _mm_setzero_si128();
  __m128i maskp[8], maskq[8];
  int r, i;
  for (i = 0; i < 8; ++i) {
    maskp[i] = _mm_loadu_si128((const __m128i *) groestl_shuffle512[i]);
    maskq[i] = _mm_loadu_si128((const __m128i *) (groestl_shuffle512[i] + 16));
  }
  for (r = 0; r < 14; ++r) {
    __m128i c = _mm_xor_si128(cols, _mm_set1_epi8((char) r));  /* (c << 4) ^ r */
    GROESTL_VROUND(p, c, zero, zero, maskp);
    if (q) GROESTL_VROUND(q, ff, ff, _mm_xor_si128(c, ff), maskq);
  }
}

static void groestl_load(groestl_state *st, const unsigned char *bytes, int cols)
{
  (void) cols;
  groestl_rows16(st->h, bytes);
}

static void groestl_blocks(groestl_state *st, const unsigned char *in, size_t nblocks, int cols)
{
  __m128i p[8], q[8];
  int i;
  (void) cols;
  for (; nblocks > 0; --nblocks, in += 128) {
    groestl_rows16(q, in);
    for (i = 0; i < 8; ++i) p[i] = _mm_xor_si128(st->h[i], q[i]);
    groestl512_pq(p, q);
    for (i = 0; i < 8; ++i) st->h[i] = _mm_xor_si128(st->h[i], _mm_xor_si128(p[i], q[i]));
  }
}

/* Omega(h) = P(h) ^ h */
static void groestl_output(unsigned char *out, size_t outlen, const groestl_state *st, int cols)
{
  unsigned char rows[128];
  __m128i p[8];
  int i;
  (void) cols;
  for (i = 0; i < 8; ++i) p[i] = st->h[i];
  groestl512_pq(p, 0);
  for (i = 0; i < 8; ++i) _mm_storeu_si128((__m128i *) (rows + 16 * i), _mm_xor_si128(st->h[i], p[i]));
  groestl_columns_tail(out, outlen, rows, 16);
}

#endif
