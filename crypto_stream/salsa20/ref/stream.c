/* crypto_stream/salsa20/ref: Salsa20 in portable C, one block at a time (salsa20/core.h).
   Public domain (CC0). */
#include "salsa20/core.h"
#define SALSA20_XOR salsa20_xor
#define SALSA20_ROUNDS 20
#include "salsa20/stream.c"
