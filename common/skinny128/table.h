/*
 * skinny128/table.h: SKINNY-128-384+ encryption with lookup tables, for amd64 with SSE4.1, and
 * NOT constant time: its tables are indexed by the secret state (no goal files go with it).
 * The state is four 32-bit columns, row i of a column in byte i. ShiftRows brings into column
 * j the cell of row i from column j - i, and MixColumns copies row 0 to rows 0, 1 and 3, row 1
 * to row 2, row 2 to rows 0, 2 and 3 and row 3 to row 0: table i holds S8 of a byte in the rows
 * where row i goes, so a round is sixteen lookups, one a cell, and XORs. The round tweakey is
 * added as its image under ShiftRows and MixColumns: the images of TK2, TK3 and the constants
 * are computed once into the schedule; TK1, which is only permuted, is held in a vector
 * register, and two byte shuffles a round give its image and its next value, beside the
 * lookups. Same interface as skinny128/rows.h.
 * Specified in C. Beierle et al., "The SKINNY Family of Block Ciphers and its Low-Latency
 * Variant MANTIS" (CRYPTO 2016), section 2, and "Romulus v1.3", NIST LWC finalist (2021), 2.4.
 * Public domain (CC0).
 */
#ifndef SKINNY128_H
#define SKINNY128_H

#if !defined(__SSSE3__) || !defined(__SSE4_1__)
#error "skinny128/table.h needs SSSE3 and SSE4.1"
#endif

#include <immintrin.h>
#include "skinny128/tweakey.h"
#include "skinny128/sbox-table.h"

/* The images of the round tweakeys (the constants, TK2 and TK3), by round and column. */
typedef struct {
  uint32_t k[SKINNY128_ROUNDS][4];
} skinny128_schedule;

/* Table i: S8 in the rows MixColumns sends row i to, the others zero. */
#define SKINNY128_T0(v) (uint32_t) (v) * 0x01000101u,
#define SKINNY128_T1(v) (uint32_t) (v) << 16,
#define SKINNY128_T2(v) (uint32_t) (v) * 0x01010001u,
#define SKINNY128_T3(v) (uint32_t) (v),
static const uint32_t skinny128_tables[4][256] __attribute__((aligned(64))) = {
  { SKINNY128_SBOX_VALUES(SKINNY128_T0) }, { SKINNY128_SBOX_VALUES(SKINNY128_T1) },
  { SKINNY128_SBOX_VALUES(SKINNY128_T2) }, { SKINNY128_SBOX_VALUES(SKINNY128_T3) }
};
#undef SKINNY128_T0
#undef SKINNY128_T1
#undef SKINNY128_T2
#undef SKINNY128_T3

/* k ^= the image of a round tweakey of rows r0, r1, r2 (row 3 zero), by column: column j of
   ShiftRows holds r0's cell j, r1's cell j - 1 and r2's cell j - 2, spread as the tables do. */
static void skinny128_image_add(uint32_t k[4], uint32_t r0, uint32_t r1, uint32_t r2)
{
  int j;
  for (j = 0; j < 4; ++j)
    k[j] ^= (r0 >> 8 * j & 0xff) * 0x01000101u ^ (r1 >> 8 * ((j + 3) & 3) & 0xff) << 16
            ^ (r2 >> 8 * ((j + 2) & 3) & 0xff) * 0x01010001u;
}

/* The schedule before any tweakey word: the constants (rows 0 and 1 from the LFSR, 0x2 in row
   2's cell 0). */
static void skinny128_schedule_init(skinny128_schedule *rk)
{
  unsigned rc = 1;
  int r;
  memset(rk, 0, sizeof *rk);
  for (r = 0; r < SKINNY128_ROUNDS; ++r, rc = skinny128_next_rc(rc))
    skinny128_image_add(rk->k[r], rc & 0xf, rc >> 4, 0x2);
}

/* The schedule of TK2 (which = 2) or TK3 (3) added to rk. */
static void skinny128_schedule_add(skinny128_schedule *rk, const unsigned char tk[16], int which)
{
  uint32_t rows[2 * SKINNY128_ROUNDS];
  int r;
  skinny128_tweakey_rows(rows, tk, which);
  for (r = 0; r < SKINNY128_ROUNDS; ++r)
    skinny128_image_add(rk->k[r], rows[2 * r], rows[2 * r + 1], 0);
}

/* Column j of the next state: row i of it comes from column j - i (ShiftRows), given as ci;
   each looked up in table i, and k the column of the round tweakey's image. */
#define SKINNY128_COLUMN(c0, c1, c2, c3, k)                                                \
  (skinny128_tables[0][(c0) & 0xff] ^ skinny128_tables[1][(c1) >> 8 & 0xff]                \
   ^ skinny128_tables[2][(c2) >> 16 & 0xff] ^ skinny128_tables[3][(c3) >> 24] ^ (k))

/* s (16 bytes, in place) enciphered under TK1 = the rows tk1 and the schedule rk. */
static void skinny128_encrypt(unsigned char s[16], const uint32_t tk1[4],
                              const skinny128_schedule *rk)
{
  /* byte 4j + i of TK1's image: row 0's cell j (rows i = 0, 1, 3), row 1's cell j - 1 (i = 2) */
  const __m128i image = _mm_setr_epi8(0, 0, 7, 0, 1, 1, 4, 1, 2, 2, 5, 2, 3, 3, 6, 3);
  const __m128i permute = _mm_setr_epi8(9, 15, 8, 13, 10, 14, 12, 11, 0, 1, 2, 3, 4, 5, 6, 7);
  const __m128i transpose = _mm_setr_epi8(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
  __m128i t1 = _mm_loadu_si128((const __m128i *) tk1);
  uint32_t c[4], c0, c1, c2, c3, n0, n1, n2;
  int r;
  _mm_storeu_si128((__m128i *) c,
                   _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *) s), transpose));
  c0 = c[0]; c1 = c[1]; c2 = c[2]; c3 = c[3];
  for (r = 0; r < SKINNY128_ROUNDS; ++r) {
    __m128i k = _mm_xor_si128(_mm_loadu_si128((const __m128i *) rk->k[r]),
                              _mm_shuffle_epi8(t1, image));
    /* taken to registers (through the stack it cost 4%: the lookups waited on the store) */
    uint64_t k01 = (uint64_t) _mm_cvtsi128_si64(k), k23 = (uint64_t) _mm_extract_epi64(k, 1);
    t1 = _mm_shuffle_epi8(t1, permute);
    n0 = SKINNY128_COLUMN(c0, c3, c2, c1, (uint32_t) k01);
    n1 = SKINNY128_COLUMN(c1, c0, c3, c2, (uint32_t) (k01 >> 32));
    n2 = SKINNY128_COLUMN(c2, c1, c0, c3, (uint32_t) k23);
    c3 = SKINNY128_COLUMN(c3, c2, c1, c0, (uint32_t) (k23 >> 32));
    c0 = n0; c1 = n1; c2 = n2;
  }
  c[0] = c0; c[1] = c1; c[2] = c2; c[3] = c3;
  _mm_storeu_si128((__m128i *) s,
                   _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *) c), transpose));
}

#include "skinny128/tweakey-calls.h"

#endif
