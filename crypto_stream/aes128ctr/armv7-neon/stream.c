/* crypto_stream/aes128ctr/armv7-neon: AES-128 in counter mode for ARMv7-A with NEON (the Cortex-A7),
   bitsliced 8 blocks at a time and constant time (aes/neon.h). Public domain (CC0). */
#include "aes/neon.h"
#define AES_XOR aes_neon_xor
#define AES_COUNTER AES_COUNTER_BE128
#include "aes/stream.c"
