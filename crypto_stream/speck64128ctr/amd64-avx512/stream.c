/* crypto_stream/speck64128ctr/amd64-avx512: Speck64/128 in counter mode, 16 blocks a zmm pair
   (speck/ctr-avx512.c). Public domain (CC0). */
#define SPECK_WORDBITS 32
#define SPECK_KEYWORDS 4
#define SPECK_ROUNDS 27
#include "speck/ctr-avx512.c"
