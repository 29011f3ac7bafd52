/* crypto_stream/hpc128ctr/opt: Hasty Pudding in counter mode (ctr128/ctr.c), 4 blocks at a
   time round by round (hpc/hpc.h: hpc_encrypt_lanes), short tails block by block.
   No goal files: the KX table is indexed by secret bytes of the state. Public domain (CC0). */
#include "hpc/hpc.h"

#define CTR_KEY hpc_key
#define CTR_PAR HPC_LANES
#define ctr_setup(key, k) hpc_setup(key, k, 16)
#define ctr_encrypt(key, out, in) hpc_encrypt_lanes(out, in, key)
#define ctr_encrypt1(key, out, in) hpc_encrypt(out, in, key)
#define CTR_SMALL_MAX 2
#include "ctr128/ctr.c"
