/*
 * crypto_core_keccakf160032bits.h: SUPERCOP's crypto_core_keccakf160032bits subroutine,
 * crypto_core_keccakf160032bits(out, in, k, c): out = Keccak-f[1600] (FIPS 202) of the
 * 200-byte state in, held bit-interleaved as the Keccak team's 32-bit code holds it: per lane,
 * a native 32-bit word of its even bits, then one of its odd bits (keccak/interleave.h). Out
 * may equal in; k and c are unused; returns 0. The code is common/keccak's, compiled into the
 * including implementation (static). (doc/supercop.md.) Public domain (CC0).
 */
#ifndef crypto_core_keccakf160032bits_H
#define crypto_core_keccakf160032bits_H

#include <string.h>
#include "keccak/f1600-opt64.h"
#include "keccak/interleave.h"

#define crypto_core_keccakf160032bits_OUTPUTBYTES 200
#define crypto_core_keccakf160032bits_INPUTBYTES 200
#define crypto_core_keccakf160032bits_KEYBYTES 0
#define crypto_core_keccakf160032bits_CONSTBYTES 0
#define crypto_core_keccakf160032bits_IMPLEMENTATION "cyclebench common/keccak"
#define crypto_core_keccakf160032bits_VERSION "-"
#define crypto_core_keccakf160032bits crypto_core_keccakf160032bits_cyclebench

static inline int crypto_core_keccakf160032bits(unsigned char *out, const unsigned char *in,
                                                const unsigned char *k, const unsigned char *c)
{
  uint32_t words[50];
  uint64_t s[25];
  int i;
  (void) k;
  (void) c;
  memcpy(words, in, sizeof words);  /* native words, as the 32-bit code stores them */
  for (i = 0; i < 25; ++i) s[i] = keccak_deinterleave(words + 2 * i);
  keccak_f1600(s);
  for (i = 0; i < 25; ++i) keccak_interleave(words + 2 * i, s[i]);
  memcpy(out, words, sizeof words);
  return 0;
}

#endif
