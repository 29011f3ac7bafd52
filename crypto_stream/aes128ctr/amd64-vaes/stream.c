/* crypto_stream/aes128ctr/amd64-vaes: AES-128 in counter mode with VAES on AVX-512,
   4 blocks per zmm register, 16 blocks in flight (aes/vaes.h). Public domain (CC0). */
#include "aes/vaes.h"
#define AES_XOR aes_vaes_xor
#define AES_COUNTER AES_COUNTER_BE128
#include "aes/stream.c"
