/* crypto_stream/simon6496ctr/amd64-avx512: Simon64/96 in counter mode, 16 blocks a zmm pair
   (simon/ctr-avx512.c). Public domain (CC0). */
#define SIMON_WORDBITS 32
#define SIMON_KEYWORDS 3
#define SIMON_ROUNDS 42
#define SIMON_Z SIMON_Z2
#include "simon/ctr-avx512.c"
