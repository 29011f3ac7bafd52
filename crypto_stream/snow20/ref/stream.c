/*
 * crypto_stream/snow20/ref: SNOW 2.0 (256-bit key, 128-bit IV) in portable C with the usual
 * tables: the S-box as four MixColumns-times-S-box tables, alpha and alpha^-1 by one table
 * each (../shared/snow2.h has the cipher and its conventions).
 * Not constant time: the tables are indexed by bytes of the secret state.
 * Public domain (CC0).
 */
#include "snow2/alpha-table.h"
#include "../shared/sbox-table.h"
#define snow2_S snow20_S
#include "../shared/snow2.h"
#include "estream/stream.c"
