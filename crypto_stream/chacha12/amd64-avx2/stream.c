/* crypto_stream/chacha12/amd64-avx2: ChaCha12, 8 blocks at a time in ymm registers
   (chacha/avx2.h). Public domain (CC0). */
#include "chacha/avx2.h"
#define CHACHA_XOR chacha_avx2_xor
#define CHACHA_ROUNDS 12
#include "chacha/stream.c"
