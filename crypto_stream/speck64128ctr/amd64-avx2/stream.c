/* crypto_stream/speck64128ctr/amd64-avx2: Speck64/128 in counter mode, 8 blocks a ymm pair
   (speck/ctr-avx2.c). Public domain (CC0). */
#define SPECK_WORDBITS 32
#define SPECK_KEYWORDS 4
#define SPECK_ROUNDS 27
#include "speck/ctr-avx2.c"
