/* crypto_stream/loki97128ctr/bitsliced: LOKI97 in counter mode (ctr128/ctr.c), constant time:
   64 blocks at a time, bitsliced in 64-bit words, the S-boxes computed as cubes in GF(2^13) and
   GF(2^11), four boxes at once in a GNU C vector; the key schedule through the same f
   (loki97/bitsliced.h). Public domain (CC0). */
#include "loki97/bitsliced.h"

#define CTR_KEY loki97_key
#define CTR_PAR LOKI97_BS_LANES
#define ctr_setup(key, k) loki97_bs_setup(key, k, 16)
#define ctr_encrypt(key, out, in) loki97_bs_encrypt_lanes(out, in, key)
#include "ctr128/ctr.c"
