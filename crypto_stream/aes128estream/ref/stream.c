/* crypto_stream/aes128estream/ref: AES-128 in eSTREAM's counter mode, portable C, bitsliced 4 blocks at a
   time and constant time (aes/ref.h). Public domain (CC0). */
#include "aes/ref.h"
#define AES_XOR aes_ref_xor
#define AES_COUNTER AES_COUNTER_ESTREAM
#include "aes/stream.c"
