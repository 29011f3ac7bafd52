/*
 * snow2/alpha-ct.h: alpha * w and alpha^-1 * w (snow2/alpha.h) in constant time: the byte
 * that a table would be indexed by selects the basis words of its set bits through masks.
 * About 30 operations each instead of one lookup.
 * Public domain (CC0).
 */
#ifndef SNOW2_ALPHA_CT_H
#define SNOW2_ALPHA_CT_H

#include "snow2/alpha.h"

/* L(c) for the basis words B[0..7] of a linear map: no branch, no index on c. */
#define SNOW2_LINEAR_CT(c, P)                                                              \
  ((-((c) >> 0 & 1) & P##0) ^ (-((c) >> 1 & 1) & P##1) ^ (-((c) >> 2 & 1) & P##2) ^           \
   (-((c) >> 3 & 1) & P##3) ^ (-((c) >> 4 & 1) & P##4) ^ (-((c) >> 5 & 1) & P##5) ^           \
   (-((c) >> 6 & 1) & P##6) ^ (-((c) >> 7 & 1) & P##7))

static inline uint32_t snow2_mul_alpha(uint32_t w)
{
  uint32_t c = w >> 24;
  return w << 8 ^ SNOW2_LINEAR_CT(c, SNOW2_MULA_B);
}

static inline uint32_t snow2_div_alpha(uint32_t w)
{
  uint32_t c = w & 255;
  return w >> 8 ^ SNOW2_LINEAR_CT(c, SNOW2_DIVA_B);
}

#endif
