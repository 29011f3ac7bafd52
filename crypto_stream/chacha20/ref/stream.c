/* crypto_stream/chacha20/ref: ChaCha20 in portable C, one block at a time (chacha/core.h).
   Public domain (CC0). */
#include "chacha/core.h"
#define CHACHA_XOR chacha_xor
#define CHACHA_ROUNDS 20
#include "chacha/stream.c"
