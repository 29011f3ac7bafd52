/*
 * speck/ctr-avx512.c: Speck in counter mode with AVX-512 (simonspeck/lanes-avx512.h, rounds in
 * speck/lanes.h): 8 blocks a zmm pair with 64-bit words, 16 with 32-bit words, 4 pairs in
 * flight, vprolq/vprorq (vprold/vprord) rotations. For the amd64-avx512 implementations of
 * crypto_stream/speck*ctr; the including file defines SPECK_WORDBITS, SPECK_KEYWORDS and
 * SPECK_ROUNDS. Constant time. Public domain (CC0).
 */
#include "speck/key.h"
#include "simonspeck/lanes-avx512.h"
#include "speck/lanes.h"
#include "simonspeck/ctr.c"
