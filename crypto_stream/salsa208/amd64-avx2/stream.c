/* crypto_stream/salsa208/amd64-avx2: Salsa20/8, 8 blocks at a time in ymm registers
   (salsa20/avx2.h). Public domain (CC0). */
#include "salsa20/avx2.h"
#define SALSA20_XOR salsa20_avx2_xor
#define SALSA20_ROUNDS 8
#include "salsa20/stream.c"
