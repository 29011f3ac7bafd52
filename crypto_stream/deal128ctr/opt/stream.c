/* crypto_stream/deal128ctr/opt: DEAL in counter mode (ctr128/ctr.c) over the table-merged DES
   (deal/des-sp.h), 4 blocks at a time round by round (deal_sp_encrypt_lanes).
   No goal files: DES's tables are indexed by secret bits. Public domain (CC0). */
#include "deal/deal.h"

#define CTR_KEY deal_sp_key
#define CTR_PAR DEAL_LANES
#define ctr_setup(key, k) deal_sp_setup(key, k, 16)
#define ctr_encrypt(key, out, in) deal_sp_encrypt_lanes(out, in, key)
#include "ctr128/ctr.c"
