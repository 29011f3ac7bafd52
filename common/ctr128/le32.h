/*
 * ctr128/le32.h: little-endian 32-bit words, the byte order in which MARS, RC6, Serpent
 * (NESSIE's convention) and Twofish read their keys and blocks. Public domain (CC0).
 */
#ifndef CTR128_LE32_H
#define CTR128_LE32_H

#include <stdint.h>

static inline uint32_t le32_load(const unsigned char *p)
{
  return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
}

static inline void le32_store(unsigned char *p, uint32_t x)
{
  p[0] = (unsigned char) x;
  p[1] = (unsigned char) (x >> 8);
  p[2] = (unsigned char) (x >> 16);
  p[3] = (unsigned char) (x >> 24);
}

/* x <<< n for any n (taken mod 32), without undefined shifts: compilers emit one rotate */
static inline uint32_t rotl32(uint32_t x, uint32_t n)
{
  return x << (n & 31) | x >> (-n & 31);
}

#endif
