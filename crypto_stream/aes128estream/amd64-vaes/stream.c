/* crypto_stream/aes128estream/amd64-vaes: AES-128 in eSTREAM's counter mode with VAES on AVX-512,
   4 blocks per zmm register, 16 blocks in flight (aes/vaes.h). Public domain (CC0). */
#include "aes/vaes.h"
#define AES_XOR aes_vaes_xor
#define AES_COUNTER AES_COUNTER_ESTREAM
#include "aes/stream.c"
