/* crypto_stream/chacha20/armv6: ChaCha20 for ARMv6 (ARM1176), the rotations folded into the
   adds and eors (chacha/armv6.h), the message a word at a time. Public domain (CC0). */
#include "chacha/armv6.h"
#define CHACHA_XOR chacha_xor_armv6
#define CHACHA_ROUNDS 20
#include "chacha/stream.c"
