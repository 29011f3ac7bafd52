/*
 * crypto_sort_int32.h: SUPERCOP's crypto_sort_int32 subroutine, crypto_sort_int32(x, n): the n
 * int32_t at x sorted ascending in place, in constant time. The code is common/sort's,
 * compiled into the including implementation (static): nothing escapes its namespace.
 * (doc/supercop.md: the subroutines.) Public domain (CC0).
 */
#ifndef crypto_sort_int32_H
#define crypto_sort_int32_H

#include <stdint.h>
#include "sort/int32.h"

#define crypto_sort_int32_BYTES 4
#define crypto_sort_int32_IMPLEMENTATION "cyclebench common/sort"
#define crypto_sort_int32_VERSION "-"
#define crypto_sort_int32 crypto_sort_int32_cyclebench

static inline void crypto_sort_int32(void *x, long long n)
{
  sort_int32((int32_t *) x, n);
}

#endif
