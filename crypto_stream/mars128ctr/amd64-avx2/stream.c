/* crypto_stream/mars128ctr/amd64-avx2: MARS with a 128-bit key in counter mode
   (ctr128/ctr.c), 16 blocks at a time, one per 32-bit lane of two sets of four ymm registers
   (mars/lanes.h: VPGATHERDD for the S-box, VPMULLD, rotations by VPSLLVD/VPSRLVD); a single
   block goes through the portable code. NOT constant time (S-box lookups).
   Public domain (CC0). */
#include "ctr128/sv-avx2.h"
#define SV_SETS 2                        /* two sets: 1.6x faster than one here */
#include "mars/lanes.h"

#define CTR_KEY mars_key
#define CTR_PAR (SV_LANES * SV_SETS)
#define ctr_setup mars_setup
#define ctr_encrypt mars_lanes_encrypt
#define ctr_encrypt1(key, out, in) mars_encrypt(out, in, key)
#define CTR_SMALL_MAX 7                   /* tails up to 7 blocks: one by one (measured) */
#include "ctr128/ctr.c"
