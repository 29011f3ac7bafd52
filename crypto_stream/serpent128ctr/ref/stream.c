/* crypto_stream/serpent128ctr/ref: Serpent with a 128-bit key in counter mode (ctr128/ctr.c),
   one block at a time in portable C, in the paper's bitslice mode (serpent/serpent.h):
   constant time. Public domain (CC0). */
#include "serpent/serpent.h"

#define CTR_KEY serpent_key
#define CTR_PAR 1
#define ctr_setup serpent_setup
#define ctr_encrypt(key, out, in) serpent_encrypt(out, in, key)
#include "ctr128/ctr.c"
