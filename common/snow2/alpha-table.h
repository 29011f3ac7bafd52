/*
 * snow2/alpha-table.h: alpha * w and alpha^-1 * w (snow2/alpha.h) by one 256-word table
 * lookup each, the usual software form. The tables are indexed by a byte of w: not
 * constant time when w is secret (it is, in SNOW 2.0 and Sosemanuk).
 * Public domain (CC0).
 */
#ifndef SNOW2_ALPHA_TABLE_H
#define SNOW2_ALPHA_TABLE_H

#include "snow2/alpha.h"

#define SNOW2_MULA(c) SNOW2_LINEAR(c, SNOW2_MULA_B)
#define SNOW2_DIVA(c) SNOW2_LINEAR(c, SNOW2_DIVA_B)
#define SNOW2_X4(F, c) F(c), F((c) + 1), F((c) + 2), F((c) + 3)
#define SNOW2_X16(F, c) SNOW2_X4(F, c), SNOW2_X4(F, (c) + 4), SNOW2_X4(F, (c) + 8), SNOW2_X4(F, (c) + 12)
#define SNOW2_X64(F, c) SNOW2_X16(F, c), SNOW2_X16(F, (c) + 16), SNOW2_X16(F, (c) + 32), SNOW2_X16(F, (c) + 48)
#define SNOW2_X256(F) SNOW2_X64(F, 0), SNOW2_X64(F, 64), SNOW2_X64(F, 128), SNOW2_X64(F, 192)

static const uint32_t snow2_mula_table[256] = { SNOW2_X256(SNOW2_MULA) };
static const uint32_t snow2_diva_table[256] = { SNOW2_X256(SNOW2_DIVA) };

static inline uint32_t snow2_mul_alpha(uint32_t w)
{
  return w << 8 ^ snow2_mula_table[w >> 24];
}

static inline uint32_t snow2_div_alpha(uint32_t w)
{
  return w >> 8 ^ snow2_diva_table[w & 255];
}

#endif
