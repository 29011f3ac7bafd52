/* crypto_stream/loki97128ctr/opt: LOKI97 in counter mode (ctr128/ctr.c), 4 blocks at a time
   round by round (loki97/loki97.h: loki97_encrypt_lanes), short tails block by block.
   No goal files: the S-boxes are tables indexed by secret bits. Public domain (CC0). */
#include "loki97/loki97.h"

#define CTR_KEY loki97_key
#define CTR_PAR LOKI97_LANES
#define ctr_setup(key, k) loki97_setup(key, k, 16)
#define ctr_encrypt(key, out, in) loki97_encrypt_lanes(out, in, key)
#define ctr_encrypt1(key, out, in) loki97_encrypt(out, in, key)
#define CTR_SMALL_MAX 1
#include "ctr128/ctr.c"
