/* crypto_stream/salsa2012/amd64-avx512: Salsa20/12, 16 blocks at a time in zmm registers
   (salsa20/avx512.h). Public domain (CC0). */
#include "salsa20/avx512.h"
#define SALSA20_XOR salsa20_avx512_xor
#define SALSA20_ROUNDS 12
#include "salsa20/stream.c"
