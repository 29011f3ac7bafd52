/*
 * sort/uint64.h: sort_uint64(x, n), x[0..n-1] sorted ascending in place, in constant time:
 * with the top bit flipped, unsigned order is signed order, so sort_int64 does the work.
 * Public domain (CC0).
 */
#ifndef sort_uint64_h
#define sort_uint64_h

#include <stdint.h>
#include "sort/int64.h"

static void sort_uint64(uint64_t *x, long long n)
{
  const uint64_t top = (uint64_t) 1 << 63;
  long long i;

  for (i = 0; i < n; ++i) x[i] ^= top;
  sort_int64((int64_t *) x, n);  /* a signed view of an unsigned object: allowed aliasing */
  for (i = 0; i < n; ++i) x[i] ^= top;
}

#endif
