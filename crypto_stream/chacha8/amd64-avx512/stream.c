/* crypto_stream/chacha8/amd64-avx512: ChaCha8, 16 blocks at a time in zmm registers
   (chacha/avx512.h). Public domain (CC0). */
#include "chacha/avx512.h"
#define CHACHA_XOR chacha_avx512_xor
#define CHACHA_ROUNDS 8
#include "chacha/stream.c"
