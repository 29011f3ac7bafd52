/*
 * sort/uint32.h: sort_uint32(x, n), x[0..n-1] sorted ascending in place, in constant time:
 * with the top bit flipped, unsigned order is signed order, so sort_int32 does the work.
 * Public domain (CC0).
 */
#ifndef sort_uint32_h
#define sort_uint32_h

#include <stdint.h>
#include "sort/int32.h"

static void sort_uint32(uint32_t *x, long long n)
{
  const uint32_t top = (uint32_t) 1 << 31;
  long long i;

  for (i = 0; i < n; ++i) x[i] ^= top;
  sort_int32((int32_t *) x, n);  /* a signed view of an unsigned object: allowed aliasing */
  for (i = 0; i < n; ++i) x[i] ^= top;
}

#endif
