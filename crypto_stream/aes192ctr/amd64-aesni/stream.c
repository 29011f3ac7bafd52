/* crypto_stream/aes192ctr/amd64-aesni: AES-192 in counter mode with AES-NI, 8 blocks in
   flight (aes/aesni.h). Public domain (CC0). */
#include "aes/aesni.h"
#define AES_XOR aes_ni_xor
#define AES_COUNTER AES_COUNTER_BE128
#include "aes/stream.c"
