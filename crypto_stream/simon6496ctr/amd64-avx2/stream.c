/* crypto_stream/simon6496ctr/amd64-avx2: Simon64/96 in counter mode, 8 blocks a ymm pair
   (simon/ctr-avx2.c). Public domain (CC0). */
#define SIMON_WORDBITS 32
#define SIMON_KEYWORDS 3
#define SIMON_ROUNDS 42
#define SIMON_Z SIMON_Z2
#include "simon/ctr-avx2.c"
