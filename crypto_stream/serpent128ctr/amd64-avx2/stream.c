/* crypto_stream/serpent128ctr/amd64-avx2: Serpent with a 128-bit key in counter mode
   (ctr128/ctr.c), 16 blocks at a time, one per 32-bit lane of two sets of four ymm registers
   (serpent/lanes.h); a single block goes through the portable code. Constant time.
   Public domain (CC0). */
#include "ctr128/sv-avx2.h"
#define SV_SETS 2                        /* two sets of registers in flight */
#include "serpent/lanes.h"

#define CTR_KEY serpent_key
#define CTR_PAR (SV_LANES * SV_SETS)
#define ctr_setup serpent_setup
#define ctr_encrypt serpent_lanes_encrypt
#define CTR_PAR_SMALL 1
#define ctr_encrypt_small(key, out, in) serpent_encrypt(out, in, key)
#include "ctr128/ctr.c"
