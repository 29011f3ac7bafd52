/* crypto_stream/dfc128ctr/opt: DFC in counter mode (ctr128/ctr.c), 4 blocks at a time round by
   round (dfc/dfc.h: dfc_encrypt_lanes), short tails block by block.
   No goal files: RT is indexed by secret bits. Public domain (CC0). */
#include "dfc/dfc.h"

#define CTR_KEY dfc_key
#define CTR_PAR DFC_LANES
#define ctr_setup(key, k) dfc_setup(key, k, 16)
#define ctr_encrypt(key, out, in) dfc_encrypt_lanes(out, in, key)
#define ctr_encrypt1(key, out, in) dfc_encrypt(out, in, key)
#define CTR_SMALL_MAX 1
#include "ctr128/ctr.c"
