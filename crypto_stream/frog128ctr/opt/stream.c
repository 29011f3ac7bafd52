/* crypto_stream/frog128ctr/opt: FROG in counter mode (ctr128/ctr.c), 8 blocks at a time with
   their bytes interleaved (frog/frog.h: frog_encrypt_lanes), short tails block by block.
   No goal files: the substitution is a table indexed by secret bytes. Public domain (CC0). */
#include "frog/frog.h"

#define CTR_KEY frog_key
#define CTR_PAR FROG_LANES
#define ctr_setup(key, k) frog_setup(key, k, 16)
#define ctr_encrypt(key, out, in) frog_encrypt_lanes(out, in, key)
#define ctr_encrypt1(key, out, in) frog_encrypt(out, in, key)
#define CTR_SMALL_MAX 2
#include "ctr128/ctr.c"
