/*
 * ctr128/le32.h: what MARS, RC6, Serpent (NESSIE's convention) and Twofish share: their keys
 * and blocks as little-endian 32-bit words (compiler/bytes.h), and rotl32. Public domain (CC0).
 */
#ifndef CTR128_LE32_H
#define CTR128_LE32_H

#include <stdint.h>
#include "compiler/bytes.h"

/* x <<< n for any n (taken mod 32), without undefined shifts: compilers emit one rotate */
static inline uint32_t rotl32(uint32_t x, uint32_t n)
{
  return x << (n & 31) | x >> (-n & 31);
}

#endif
