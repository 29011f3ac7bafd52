/*
 * crypto_core_keccakf160064bits.h: SUPERCOP's crypto_core_keccakf160064bits subroutine,
 * crypto_core_keccakf160064bits(out, in, k, c): out = Keccak-f[1600] (FIPS 202) of the
 * 200-byte state in, 25 little-endian 64-bit lanes (out may equal in; k and c are unused);
 * returns 0. The code is common/keccak's, compiled into the including implementation (static).
 * (doc/supercop.md.) Public domain (CC0).
 */
#ifndef crypto_core_keccakf160064bits_H
#define crypto_core_keccakf160064bits_H

#include "keccak/f1600-opt64.h"
#include "keccak/lanes.h"

#define crypto_core_keccakf160064bits_OUTPUTBYTES 200
#define crypto_core_keccakf160064bits_INPUTBYTES 200
#define crypto_core_keccakf160064bits_KEYBYTES 0
#define crypto_core_keccakf160064bits_CONSTBYTES 0
#define crypto_core_keccakf160064bits_IMPLEMENTATION "cyclebench common/keccak"
#define crypto_core_keccakf160064bits_VERSION "-"
#define crypto_core_keccakf160064bits crypto_core_keccakf160064bits_cyclebench

static inline int crypto_core_keccakf160064bits(unsigned char *out, const unsigned char *in,
                                                const unsigned char *k, const unsigned char *c)
{
  uint64_t s[25];
  int i;
  (void) k;
  (void) c;
  for (i = 0; i < 25; ++i) s[i] = bytes_load_le64(in + 8 * i);
  keccak_f1600(s);
  for (i = 0; i < 25; ++i) bytes_store_le64(out + 8 * i, s[i]);
  return 0;
}

#endif
