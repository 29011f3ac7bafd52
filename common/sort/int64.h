/*
 * sort/int64.h: sort_int64(x, n), x[0..n-1] sorted ascending in place, in constant time
 * (a sorting network of constant-time minmaxes: sort/network.h). Public domain (CC0).
 */
#ifndef sort_int64_h
#define sort_int64_h

#include <stdint.h>
#include "crypto_int64.h"

#define SORT_NAME sort_int64
#define SORT_T int64_t
#define SORT_MINMAX crypto_int64_minmax
#include "sort/network.h"

#endif
