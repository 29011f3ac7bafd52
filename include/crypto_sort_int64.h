/*
 * crypto_sort_int64.h: SUPERCOP's crypto_sort_int64 subroutine, crypto_sort_int64(x, n): the n
 * int64_t at x sorted ascending in place, in constant time. The code is common/sort's,
 * compiled into the including implementation (static): nothing escapes its namespace.
 * (doc/supercop.md: the subroutines.) Public domain (CC0).
 */
#ifndef crypto_sort_int64_H
#define crypto_sort_int64_H

#include <stdint.h>
#include "sort/int64.h"

#define crypto_sort_int64_BYTES 8
#define crypto_sort_int64_IMPLEMENTATION "cyclebench common/sort"
#define crypto_sort_int64_VERSION "-"
#define crypto_sort_int64 crypto_sort_int64_cyclebench

static inline void crypto_sort_int64(void *x, long long n)
{
  sort_int64((int64_t *) x, n);
}

#endif
