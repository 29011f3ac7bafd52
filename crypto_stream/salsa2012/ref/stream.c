/* crypto_stream/salsa2012/ref: Salsa20/12 in portable C, one block at a time (salsa20/core.h).
   Public domain (CC0). */
#include "salsa20/core.h"
#define SALSA20_XOR salsa20_xor
#define SALSA20_ROUNDS 12
#include "salsa20/stream.c"
