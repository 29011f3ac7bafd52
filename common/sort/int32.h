/*
 * sort/int32.h: sort_int32(x, n), x[0..n-1] sorted ascending in place, in constant time
 * (a sorting network of constant-time minmaxes: sort/network.h). Public domain (CC0).
 */
#ifndef sort_int32_h
#define sort_int32_h

#include <stdint.h>
#include "crypto_int32.h"

#define SORT_NAME sort_int32
#define SORT_T int32_t
#define SORT_MINMAX crypto_int32_minmax
#include "sort/network.h"

#endif
