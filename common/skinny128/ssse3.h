/*
 * skinny128/ssse3.h: SKINNY-128-384+ encryption with SSSE3, the whole state in one 128-bit
 * register (row i in 32-bit lane i, cell j of a row in byte j), constant time.
 * The 8-bit S-box is four layers x4 ^= NOR(x7, x6), x0 ^= NOR(x3, x2), each followed by a bit
 * permutation (the last by an exchange of bits 1 and 2). A layer changes each nibble from that
 * nibble alone, and what follows it is linear, so each stage is T_lo[low nibble] ^
 * T_hi[high nibble]: PSHUFB lookups in 16-byte tables held in registers (no memory is indexed
 * by data). The state is kept as two registers, the cells' low and high nibbles, so a stage is
 * four lookups and two XORs with no shift or mask between (two operations deep, not four), and
 * the linear layers act on both registers alike: a block in 890 ticks here instead of 1276
 * with the state in one register, split and joined at every stage.
 * ShiftRows and MixColumns together are three PSHUFBs by constants and two XORs; the round
 * tweakey's image under them is added after them, off the state's path. PT is a PSHUFB.
 * The constants (and TK2, TK3 if the caller scheduled them) come from a skinny128_schedule
 * (skinny128/schedule.h); TK1, and TK2 or TK3 when given, are updated here in registers, each
 * as rows 0-1 and rows 2-3 in two registers (the half added needs no mask).
 * Specified in C. Beierle et al., "The SKINNY Family of Block Ciphers and its Low-Latency
 * Variant MANTIS" (CRYPTO 2016), section 2, and "Romulus v1.3", NIST LWC finalist (2021), 2.4.
 * Public domain (CC0).
 */
#ifndef SKINNY128_H
#define SKINNY128_H

#include <immintrin.h>
#include "skinny128/sse-tweakey.h"

/* One stage of the S-box on all 16 cells, each cell held as its low nibble (in lo) and high
   nibble (in hi): four lookups, the low and high nibbles of T_lo[lo] ^ T_hi[hi]. */
#define SKINNY128_STAGE(lo, hi, ll, lh, hl, hh)                                          \
  do {                                                                                   \
    __m128i new_lo = _mm_xor_si128(_mm_shuffle_epi8(ll, lo), _mm_shuffle_epi8(hl, hi));  \
    hi = _mm_xor_si128(_mm_shuffle_epi8(lh, lo), _mm_shuffle_epi8(hh, hi));              \
    lo = new_lo;                                                                         \
  } while (0)

/* The tables of the S-box stages, T_lo (by the low nibble) and T_hi (by the high nibble), from
   the circuit: T_lo[n] = stage(n), T_hi[n] = stage(n << 4) ^ stage(0); the first three stages
   are the same function. Each is split below into the low (l) and high (h) nibbles of its
   entries. */
/* The constants of skinny128/sse-encrypt.h's functions: the stages' tables (split into
   nibbles), and the shuffles of skinny128/sse-tweakey.h. */
#define SKINNY128_CONSTANTS                                                              \
  const __m128i nibble = _mm_set1_epi8(0x0f);                                            \
  const __m128i t_lo = _mm_setr_epi8(0x0c, 0x08, 0x4c, 0x48, (char) 0x88, (char) 0x8c,     \
                                     (char) 0xc8, (char) 0xcc, 0x0a, 0x0e, 0x4a, 0x4e,   \
                                     (char) 0x8a, (char) 0x8e, (char) 0xca, (char) 0xce); \
  const __m128i t_hi = _mm_setr_epi8(0x00, 0x08, 0x01, 0x09, 0x18, 0x10, 0x19, 0x11,       \
                                     0x28, 0x20, 0x29, 0x21, 0x38, 0x30, 0x39, 0x31);     \
  const __m128i t_lo_last = _mm_setr_epi8(0x11, 0x10, 0x15, 0x14, 0x12, 0x13, 0x16, 0x17, \
                                          0x18, 0x19, 0x1c, 0x1d, 0x1a, 0x1b, 0x1e, 0x1f); \
  const __m128i t_hi_last = _mm_setr_epi8(0x00, 0x10, 0x20, 0x30, 0x50, 0x40, 0x70, 0x60, \
                                          (char) 0x90, (char) 0x80, (char) 0xb0,           \
                                          (char) 0xa0, (char) 0xd0, (char) 0xc0,           \
                                          (char) 0xf0, (char) 0xe0);                       \
  const __m128i ll = _mm_and_si128(t_lo, nibble);                                        \
  const __m128i lh = _mm_and_si128(_mm_srli_epi16(t_lo, 4), nibble);                     \
  const __m128i hl = _mm_and_si128(t_hi, nibble);                                        \
  const __m128i hh = _mm_and_si128(_mm_srli_epi16(t_hi, 4), nibble);                     \
  /* the last stage's low nibble depends on the low nibble alone (T_hi_last's low nibbles  \
     are 0) and its high nibble on the high one (T_lo_last's high nibbles are all 1, folded \
     into hh_last): one lookup deep */                                                   \
  const __m128i ll_last = _mm_and_si128(t_lo_last, nibble);                              \
  const __m128i hh_last = _mm_xor_si128(_mm_and_si128(_mm_srli_epi16(t_hi_last, 4), nibble), \
                                        _mm_set1_epi8(1));                               \
  SKINNY128_SHUFFLES

/* A block's load (split into nibbles), its rounds' nonlinear and linear halves, its store. */
#define SKINNY128_LOAD(lo, hi, t1, t1_hi, s, tk1)                                       \
  do {                                                                                   \
    __m128i x = _mm_loadu_si128((const __m128i *) (s));                                  \
    lo = _mm_and_si128(x, nibble);                                                       \
    hi = _mm_and_si128(_mm_srli_epi16(x, 4), nibble);                                    \
    t1 = _mm_loadl_epi64((const __m128i *) (tk1));                                       \
    t1_hi = _mm_loadl_epi64((const __m128i *) ((tk1) + 2));                              \
  } while (0)
#define SKINNY128_SBOX(lo, hi)                                                           \
  do {                                                                                   \
    SKINNY128_STAGE(lo, hi, ll, lh, hl, hh);                                             \
    SKINNY128_STAGE(lo, hi, ll, lh, hl, hh);                                             \
    SKINNY128_STAGE(lo, hi, ll, lh, hl, hh);                                             \
    lo = _mm_shuffle_epi8(ll_last, lo);                                                  \
    hi = _mm_shuffle_epi8(hh_last, hi);                                                  \
  } while (0)
/* The round tweakey k (with this block's TK1) is added before ShiftRows and MixColumns, which
   are linear: its image under them is added after instead, computed beside the state's. It
   lies in rows 0 and 1 (y2 = y3 = 0), so the image is mix_a's shuffle alone; the constant 0x2
   of row 2 has a constant image. */
#define SKINNY128_LINEAR(lo, hi, t1, t1_hi, k)                                           \
  do {                                                                                   \
    __m128i kb = _mm_xor_si128(k, t1);                                                   \
    __m128i k_lo = _mm_xor_si128(_mm_shuffle_epi8(_mm_and_si128(kb, nibble), mix_a),      \
                                 row2_constant_image);                                   \
    __m128i k_hi = _mm_shuffle_epi8(_mm_and_si128(_mm_srli_epi16(kb, 4), nibble), mix_a); \
    SKINNY128_UPDATE(t1, t1_hi, SKINNY128_NO_LFSR);                                      \
    lo = _mm_xor_si128(_mm_xor_si128(_mm_shuffle_epi8(lo, mix_a), _mm_shuffle_epi8(lo, mix_b)), \
                       _mm_xor_si128(_mm_shuffle_epi8(lo, mix_c), k_lo));                \
    hi = _mm_xor_si128(_mm_xor_si128(_mm_shuffle_epi8(hi, mix_a), _mm_shuffle_epi8(hi, mix_b)), \
                       _mm_xor_si128(_mm_shuffle_epi8(hi, mix_c), k_hi));                \
  } while (0)
#define SKINNY128_STORE(s, lo, hi) \
  _mm_storeu_si128((__m128i *) (s), _mm_or_si128(lo, _mm_slli_epi16(hi, 4)))

#include "skinny128/sse-encrypt.h"

#endif
