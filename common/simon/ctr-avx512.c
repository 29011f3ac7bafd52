/*
 * simon/ctr-avx512.c: Simon in counter mode with AVX-512 (simonspeck/lanes-avx512.h, rounds in
 * simon/lanes.h): 8 blocks a zmm pair with 64-bit words, 16 with 32-bit words, 4 pairs in
 * flight. For the amd64-avx512 implementations of crypto_stream/simon*ctr; the including file
 * defines SIMON_WORDBITS, SIMON_KEYWORDS, SIMON_ROUNDS and SIMON_Z.
 * Constant time. Public domain (CC0).
 */
#include "simon/key.h"
#include "simonspeck/lanes-avx512.h"
#include "simon/lanes.h"
#include "simonspeck/ctr.c"
