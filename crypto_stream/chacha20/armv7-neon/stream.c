/* crypto_stream/chacha20/armv7-neon: ChaCha20, 4 blocks at a time in NEON q registers
   (chacha/neon.h), for the Cortex-A7 and other ARMv7-A cores with NEON. Public domain (CC0). */
#include "chacha/neon.h"
#define CHACHA_XOR chacha_neon_xor
#define CHACHA_ROUNDS 20
#include "chacha/stream.c"
