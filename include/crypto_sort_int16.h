/*
 * crypto_sort_int16.h: SUPERCOP's crypto_sort_int16 subroutine, crypto_sort_int16(x, n): the n
 * int16_t at x sorted ascending in place, in constant time. The code is common/sort's,
 * compiled into the including implementation (static): nothing escapes its namespace.
 * (doc/supercop.md: the subroutines.) Public domain (CC0).
 */
#ifndef crypto_sort_int16_H
#define crypto_sort_int16_H

#include <stdint.h>
#include "sort/int16.h"

#define crypto_sort_int16_BYTES 2
#define crypto_sort_int16_IMPLEMENTATION "cyclebench common/sort"
#define crypto_sort_int16_VERSION "-"
#define crypto_sort_int16 crypto_sort_int16_cyclebench

static inline void crypto_sort_int16(void *x, long long n)
{
  sort_int16((int16_t *) x, n);
}

#endif
