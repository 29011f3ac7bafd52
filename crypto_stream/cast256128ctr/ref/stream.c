/* crypto_stream/cast256128ctr/ref: CAST-256 in counter mode (ctr128/ctr.c), one block at a time
   in portable C (cast256/cast256.h). No goal files: the S-boxes are tables indexed by secret
   bytes. Public domain (CC0). */
#include "cast256/cast256.h"

#define CTR_KEY cast256_key
#define CTR_PAR 1
#define ctr_setup(key, k) cast256_setup(key, k, 16)
#define ctr_encrypt(key, out, in) cast256_encrypt(out, in, key)
#include "ctr128/ctr.c"
