/* crypto_stream/speck6496ctr/amd64-avx2: Speck64/96 in counter mode, 8 blocks a ymm pair
   (speck/ctr-avx2.c). Public domain (CC0). */
#define SPECK_WORDBITS 32
#define SPECK_KEYWORDS 3
#define SPECK_ROUNDS 26
#include "speck/ctr-avx2.c"
