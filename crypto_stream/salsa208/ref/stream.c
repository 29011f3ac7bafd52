/* crypto_stream/salsa208/ref: Salsa20/8 in portable C, one block at a time (salsa20/core.h).
   Public domain (CC0). */
#include "salsa20/core.h"
#define SALSA20_XOR salsa20_xor
#define SALSA20_ROUNDS 8
#include "salsa20/stream.c"
