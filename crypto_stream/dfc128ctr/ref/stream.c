/* crypto_stream/dfc128ctr/ref: DFC in counter mode (ctr128/ctr.c), one block at a time in
   portable C (dfc/dfc.h). No goal files: RT is indexed by secret bits.
   Public domain (CC0). */
#include "dfc/dfc.h"

#define CTR_KEY dfc_key
#define CTR_PAR 1
#define ctr_setup(key, k) dfc_setup(key, k, 16)
#define ctr_encrypt(key, out, in) dfc_encrypt(out, in, key)
#include "ctr128/ctr.c"
