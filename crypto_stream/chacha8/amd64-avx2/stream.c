/* crypto_stream/chacha8/amd64-avx2: ChaCha8, 8 blocks at a time in ymm registers
   (chacha/avx2.h). Public domain (CC0). */
#include "chacha/avx2.h"
#define CHACHA_XOR chacha_avx2_xor
#define CHACHA_ROUNDS 8
#include "chacha/stream.c"
