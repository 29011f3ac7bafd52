/*
 * crypto_stream/sosemanuk/opt: Sosemanuk (256-bit key, 128-bit IV) in portable C with the
 * usual alpha and alpha^-1 tables (../shared/sosemanuk.h has the cipher).
 * Not constant time: the alpha tables are indexed by bytes of the secret LFSR.
 * Public domain (CC0).
 */
#include "snow2/alpha-table.h"
#include "../shared/sosemanuk.h"
#include "estream/stream.c"
