/* crypto_stream/deal128ctr/ref: DEAL in counter mode (ctr128/ctr.c), one block at a time in
   portable C (deal/deal.h, over the DES of deal/des.h written from the standard's tables).
   No goal files: DES's S-boxes are tables indexed by secret bits. Public domain (CC0). */
#include "deal/deal.h"

#define CTR_KEY deal_key
#define CTR_PAR 1
#define ctr_setup(key, k) deal_setup(key, k, 16)
#define ctr_encrypt(key, out, in) deal_encrypt(out, in, key)
#include "ctr128/ctr.c"
