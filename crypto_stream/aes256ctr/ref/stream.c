/* crypto_stream/aes256ctr/ref: AES-256 in counter mode, portable C, bitsliced 4 blocks at a
   time and constant time (aes/ref.h). Public domain (CC0). */
#include "aes/ref.h"
#define AES_XOR aes_ref_xor
#define AES_COUNTER AES_COUNTER_BE128
#include "aes/stream.c"
