/* crypto_stream/salsa20/armv6: Salsa20 for ARMv6 (ARM1176): the double rounds in assembly, the
   message a word at a time (salsa20/armv6.h, armv6-rounds.S). Public domain (CC0). */
#include "salsa20/armv6.h"
#define SALSA20_XOR salsa20_xor_armv6
#define SALSA20_ROUNDS 20
#include "salsa20/stream.c"
