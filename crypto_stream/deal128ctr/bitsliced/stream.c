/* crypto_stream/deal128ctr/bitsliced: DEAL in counter mode (ctr128/ctr.c), constant time: 64
   blocks at a time through the bitsliced DES of deal/des-bitsliced.h (64-bit words, four
   S-boxes at once in a GNU C vector); a tail of up to four blocks, and the round keys, through
   the one-block constant-time DES of deal/des-ct.h (deal/deal-bitsliced.h). Public domain (CC0). */
#include "deal/deal-bitsliced.h"

#define CTR_KEY deal_bs_key
#define CTR_PAR DEAL_BS_LANES
#define ctr_setup(key, k) deal_bs_setup(key, k, 16)
#define ctr_encrypt(key, out, in) deal_bs_encrypt_lanes(out, in, key)
#define ctr_encrypt1(key, out, in) deal_bs_encrypt(out, in, key)
#define CTR_SMALL_MAX 4
#include "ctr128/ctr.c"
