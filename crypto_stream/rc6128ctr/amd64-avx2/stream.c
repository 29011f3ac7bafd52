/* crypto_stream/rc6128ctr/amd64-avx2: RC6-32/20/16 in counter mode (ctr128/ctr.c), 16 blocks
   at a time, one per 32-bit lane of two sets of four ymm registers (rc6/lanes.h: VPMULLD,
   rotations by VPSLLVD and VPSRLVD); short tails go block by block
   through the portable code.
   Constant time: the variable shifts take the same time for every count.
   Public domain (CC0). */
#include "ctr128/sv-avx2.h"
#define SV_SETS 2                        /* two sets: 1.5x faster than one here */
#include "rc6/lanes.h"

#define CTR_KEY rc6_key
#define CTR_PAR (SV_LANES * SV_SETS)
#define ctr_setup rc6_setup
#define ctr_encrypt rc6_lanes_encrypt
#define ctr_encrypt1(key, out, in) rc6_encrypt(out, in, key)
#define CTR_SMALL_MAX 2                   /* tails up to 2 blocks: one by one (measured) */
#include "ctr128/ctr.c"
