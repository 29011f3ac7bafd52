/* crypto_stream/cast256128ctr/opt: CAST-256 in counter mode (ctr128/ctr.c), 4 blocks at a time
   step by step (cast256/cast256.h: cast256_encrypt_lanes), short tails block by block.
   No goal files: the S-boxes are tables indexed by secret bytes. Public domain (CC0). */
#include "cast256/cast256.h"

#define CTR_KEY cast256_key
#define CTR_PAR CAST256_LANES
#define ctr_setup(key, k) cast256_setup(key, k, 16)
#define ctr_encrypt(key, out, in) cast256_encrypt_lanes(out, in, key)
#define ctr_encrypt1(key, out, in) cast256_encrypt(out, in, key)
#define CTR_SMALL_MAX 1
#include "ctr128/ctr.c"
