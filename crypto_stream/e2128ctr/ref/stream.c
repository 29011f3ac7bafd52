/* crypto_stream/e2128ctr/ref: E2 in counter mode (ctr128/ctr.c), one block at a time in portable
   C (e2/e2.h). No goal files: the S-box is a table indexed by secret bytes.
   Public domain (CC0). */
#include "e2/e2.h"

#define CTR_KEY e2_key
#define CTR_PAR 1
#define ctr_setup(key, k) e2_setup(key, k, 16)
#define ctr_encrypt(key, out, in) e2_encrypt(out, in, key)
#include "ctr128/ctr.c"
