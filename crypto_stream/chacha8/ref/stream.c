/* crypto_stream/chacha8/ref: ChaCha8 in portable C, one block at a time (chacha/core.h).
   Public domain (CC0). */
#include "chacha/core.h"
#define CHACHA_XOR chacha_xor
#define CHACHA_ROUNDS 8
#include "chacha/stream.c"
