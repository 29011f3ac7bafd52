/* crypto_stream/aes256estream/amd64-aesni: AES-256 in eSTREAM's counter mode with AES-NI, 8 blocks in
   flight (aes/aesni.h). Public domain (CC0). */
#include "aes/aesni.h"
#define AES_XOR aes_ni_xor
#define AES_COUNTER AES_COUNTER_ESTREAM
#include "aes/stream.c"
