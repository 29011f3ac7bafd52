/*
 * sort/int16.h: sort_int16(x, n), x[0..n-1] sorted ascending in place, in constant time
 * (a sorting network of constant-time minmaxes: sort/network.h). Public domain (CC0).
 */
#ifndef sort_int16_h
#define sort_int16_h

#include <stdint.h>
#include "crypto_int16.h"

#define SORT_NAME sort_int16
#define SORT_T int16_t
#define SORT_MINMAX crypto_int16_minmax
#include "sort/network.h"

#endif
