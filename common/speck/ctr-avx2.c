/*
 * speck/ctr-avx2.c: Speck in counter mode with AVX2 (simonspeck/lanes-avx2.h, rounds in
 * speck/lanes.h): 4 blocks a ymm pair with 64-bit words, 8 with 32-bit words, 4 pairs in
 * flight; the rotation by 8 is a byte shuffle, by 3 two shifts and an or. For the amd64-avx2
 * implementations of crypto_stream/speck*ctr; the including file defines SPECK_WORDBITS,
 * SPECK_KEYWORDS and SPECK_ROUNDS. Constant time. Public domain (CC0).
 */
#include "speck/key.h"
#include "simonspeck/lanes-avx2.h"
#include "speck/lanes.h"
#include "simonspeck/ctr.c"
