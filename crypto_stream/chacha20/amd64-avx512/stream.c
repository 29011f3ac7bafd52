/* crypto_stream/chacha20/amd64-avx512: ChaCha20, 16 blocks at a time in zmm registers
   (chacha/avx512.h). Public domain (CC0). */
#include "chacha/avx512.h"
#define CHACHA_XOR chacha_avx512_xor
#define CHACHA_ROUNDS 20
#include "chacha/stream.c"
