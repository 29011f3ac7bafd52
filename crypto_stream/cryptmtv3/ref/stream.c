/*
 * crypto_stream/cryptmtv3/ref: CryptMT v3 (256-bit key, 128-bit IV) in portable C, one
 * 128-bit word as four 32-bit lanes (../shared/cryptmt.h has the cipher).
 * Constant time: no table, no secret-dependent branch or index.
 * Public domain (CC0).
 */
#include "../shared/scalar.h"
#include "../shared/cryptmt.h"
#include "estream/stream.c"
