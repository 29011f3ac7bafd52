/*
 * simon/ctr-avx2.c: Simon in counter mode with AVX2 (simonspeck/lanes-avx2.h, rounds in
 * simon/lanes.h): 4 blocks a ymm pair with 64-bit words, 8 with 32-bit words, 4 pairs in
 * flight. For the amd64-avx2 implementations of crypto_stream/simon*ctr; the including file
 * defines SIMON_WORDBITS, SIMON_KEYWORDS, SIMON_ROUNDS and SIMON_Z.
 * Constant time. Public domain (CC0).
 */
#include "simon/key.h"
#include "simonspeck/lanes-avx2.h"
#include "simon/lanes.h"
#include "simonspeck/ctr.c"
