/* crypto_stream/loki97128ctr/ref: LOKI97 in counter mode (ctr128/ctr.c), one block at a time in
   portable C (loki97/loki97.h). No goal files: the S-boxes are tables indexed by secret bits.
   Public domain (CC0). */
#include "loki97/loki97.h"

#define CTR_KEY loki97_key
#define CTR_PAR 1
#define ctr_setup(key, k) loki97_setup(key, k, 16)
#define ctr_encrypt(key, out, in) loki97_encrypt(out, in, key)
#include "ctr128/ctr.c"
