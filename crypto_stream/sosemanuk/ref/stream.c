/*
 * crypto_stream/sosemanuk/ref: Sosemanuk (256-bit key, 128-bit IV) in portable C, constant
 * time: the Serpent S-boxes evaluated from their tables as sums of minterms, alpha and
 * alpha^-1 through masks instead of tables (../shared/sosemanuk.h has the cipher).
 * Public domain (CC0).
 */
#include "snow2/alpha-ct.h"
#include "../shared/sosemanuk.h"
#include "estream/stream.c"
