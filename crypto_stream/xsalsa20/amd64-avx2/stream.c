/* crypto_stream/xsalsa20/amd64-avx2: XSalsa20, 8 blocks at a time in ymm registers
   (salsa20/avx2.h). Public domain (CC0). */
#include "salsa20/avx2.h"
#define SALSA20_XOR salsa20_avx2_xor
#define SALSA20_ROUNDS 20
#define XSALSA20 1
#include "salsa20/stream.c"
