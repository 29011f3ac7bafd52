/* crypto_stream/aes192ctr/table: AES-192 in counter mode with the classic lookup table, one
   block at a time: portable, and NOT constant time (aes/table.h). Public domain (CC0). */
#include "aes/table.h"
#define AES_XOR aes_tb_xor
#define AES_COUNTER AES_COUNTER_BE128
#include "aes/stream.c"
