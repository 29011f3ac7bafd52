/* crypto_stream/simon64128ctr/amd64-avx2: Simon64/128 in counter mode, 8 blocks a ymm pair
   (simon/ctr-avx2.c). Public domain (CC0). */
#define SIMON_WORDBITS 32
#define SIMON_KEYWORDS 4
#define SIMON_ROUNDS 44
#define SIMON_Z SIMON_Z3
#include "simon/ctr-avx2.c"
