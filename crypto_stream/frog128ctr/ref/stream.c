/* crypto_stream/frog128ctr/ref: FROG in counter mode (ctr128/ctr.c), one block at a time in
   portable C (frog/frog.h). No goal files: the substitution is a table indexed by secret bytes.
   Public domain (CC0). */
#include "frog/frog.h"

#define CTR_KEY frog_key
#define CTR_PAR 1
#define ctr_setup(key, k) frog_setup(key, k, 16)
#define ctr_encrypt(key, out, in) frog_encrypt(out, in, key)
#include "ctr128/ctr.c"
