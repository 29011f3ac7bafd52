/* crypto_stream/simon128128ctr/amd64-avx512: Simon128/128 in counter mode, 8 blocks a zmm pair
   (simon/ctr-avx512.c). Public domain (CC0). */
#define SIMON_WORDBITS 64
#define SIMON_KEYWORDS 2
#define SIMON_ROUNDS 68
#define SIMON_Z SIMON_Z2
#include "simon/ctr-avx512.c"
