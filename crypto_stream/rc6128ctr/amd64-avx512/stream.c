/* crypto_stream/rc6128ctr/amd64-avx512: RC6-32/20/16 in counter mode (ctr128/ctr.c), 32
   blocks at a time, one per 32-bit lane of two sets of four zmm registers (rc6/lanes.h:
   VPMULLD, VPROLD, VPROLVD); short tails go block by block
   through the portable code. Constant time:
   amd64's rotations take the same time for every amount. Public domain (CC0). */
#include "ctr128/sv-avx512.h"
#define SV_SETS 2                        /* two sets: 1.5x faster than one here */
#include "rc6/lanes.h"

#define CTR_KEY rc6_key
#define CTR_PAR (SV_LANES * SV_SETS)
#define ctr_setup rc6_setup
#define ctr_encrypt rc6_lanes_encrypt
#define ctr_encrypt1(key, out, in) rc6_encrypt(out, in, key)
#define CTR_SMALL_MAX 2                   /* tails up to 2 blocks: one by one (measured) */
#include "ctr128/ctr.c"
