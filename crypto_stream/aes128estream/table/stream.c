/* crypto_stream/aes128estream/table: AES-128 in eSTREAM's counter mode with the classic lookup table, one
   block at a time: portable, and NOT constant time (aes/table.h). Public domain (CC0). */
#include "aes/table.h"
#define AES_XOR aes_tb_xor
#define AES_COUNTER AES_COUNTER_ESTREAM
#include "aes/stream.c"
