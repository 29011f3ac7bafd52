/* crypto_stream/serpent128ctr/amd64-avx2: Serpent with a 128-bit key in counter mode
   (ctr128/ctr.c), 16 blocks at a time, one per 32-bit lane of two sets of four ymm registers
   (serpent/lanes.h); short tails go block by block
   through the portable code. Constant time.
   Public domain (CC0). */
#include "ctr128/sv-avx2.h"
#define SV_SETS 2                        /* two sets of registers in flight */
#include "serpent/lanes.h"

#define CTR_KEY serpent_key
#define CTR_PAR (SV_LANES * SV_SETS)
#define ctr_setup serpent_setup
#define ctr_encrypt serpent_lanes_encrypt
#define ctr_encrypt1(key, out, in) serpent_encrypt(out, in, key)
#define CTR_SMALL_MAX 1                   /* tails up to 1 block: one by one (measured) */
#include "ctr128/ctr.c"
