/* crypto_stream/magenta128ctr/ref: MAGENTA in counter mode (ctr128/ctr.c), one block at a time
   in portable C (magenta/magenta.h). No goal files: f is a table indexed by secret bytes.
   Public domain (CC0). */
#include "magenta/magenta.h"

#define CTR_KEY magenta_key
#define CTR_PAR 1
#define ctr_setup(key, k) magenta_setup(key, k, 16)
#define ctr_encrypt(key, out, in) magenta_encrypt(out, in, key)
#include "ctr128/ctr.c"
