/*
 * crypto_sort_uint32.h: SUPERCOP's crypto_sort_uint32 subroutine, crypto_sort_uint32(x, n): the n
 * uint32_t at x sorted ascending in place, in constant time. The code is common/sort's,
 * compiled into the including implementation (static): nothing escapes its namespace.
 * (doc/supercop.md: the subroutines.) Public domain (CC0).
 */
#ifndef crypto_sort_uint32_H
#define crypto_sort_uint32_H

#include <stdint.h>
#include "sort/uint32.h"

#define crypto_sort_uint32_BYTES 4
#define crypto_sort_uint32_IMPLEMENTATION "cyclebench common/sort"
#define crypto_sort_uint32_VERSION "-"
#define crypto_sort_uint32 crypto_sort_uint32_cyclebench

static inline void crypto_sort_uint32(void *x, long long n)
{
  sort_uint32((uint32_t *) x, n);
}

#endif
