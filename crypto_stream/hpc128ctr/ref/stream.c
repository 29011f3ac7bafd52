/* crypto_stream/hpc128ctr/ref: Hasty Pudding (HPC-Medium, spice 0) in counter mode
   (ctr128/ctr.c), one block at a time in portable C (hpc/hpc.h). No goal files: the KX
   table is indexed by secret bytes of the state. Public domain (CC0). */
#include "hpc/hpc.h"

#define CTR_KEY hpc_key
#define CTR_PAR 1
#define ctr_setup(key, k) hpc_setup(key, k, 16)
#define ctr_encrypt(key, out, in) hpc_encrypt(out, in, key)
#include "ctr128/ctr.c"
