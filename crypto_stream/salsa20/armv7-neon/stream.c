/* crypto_stream/salsa20/armv7-neon: Salsa20, 4 blocks at a time in NEON q registers
   (salsa20/neon.h), for the Cortex-A7 and other ARMv7-A cores with NEON. Public domain (CC0). */
#include "salsa20/neon.h"
#define SALSA20_XOR salsa20_neon_xor
#define SALSA20_ROUNDS 20
#include "salsa20/stream.c"
