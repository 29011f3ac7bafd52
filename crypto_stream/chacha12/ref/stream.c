/* crypto_stream/chacha12/ref: ChaCha12 in portable C, one block at a time (chacha/core.h).
   Public domain (CC0). */
#include "chacha/core.h"
#define CHACHA_XOR chacha_xor
#define CHACHA_ROUNDS 12
#include "chacha/stream.c"
