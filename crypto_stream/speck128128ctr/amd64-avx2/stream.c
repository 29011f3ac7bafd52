/* crypto_stream/speck128128ctr/amd64-avx2: Speck128/128 in counter mode, 4 blocks a ymm pair
   (speck/ctr-avx2.c). Public domain (CC0). */
#define SPECK_WORDBITS 64
#define SPECK_KEYWORDS 2
#define SPECK_ROUNDS 32
#include "speck/ctr-avx2.c"
