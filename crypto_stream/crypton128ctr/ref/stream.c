/* crypto_stream/crypton128ctr/ref: CRYPTON v0.5 in counter mode (ctr128/ctr.c), one block at a time
   in portable C (crypton/crypton.h). No goal files: the S-boxes are tables indexed by secret
   bytes.
   Public domain (CC0). */
#include "crypton/crypton.h"

#define CTR_KEY crypton_key
#define CTR_PAR 1
#define ctr_setup(key, k) crypton_setup(key, k, 16)
#define ctr_encrypt(key, out, in) crypton_encrypt(out, in, key)
#include "ctr128/ctr.c"
