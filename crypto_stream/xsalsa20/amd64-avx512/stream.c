/* crypto_stream/xsalsa20/amd64-avx512: XSalsa20, 16 blocks at a time in zmm registers
   (salsa20/avx512.h). Public domain (CC0). */
#include "salsa20/avx512.h"
#define SALSA20_XOR salsa20_avx512_xor
#define SALSA20_ROUNDS 20
#define XSALSA20 1
#include "salsa20/stream.c"
