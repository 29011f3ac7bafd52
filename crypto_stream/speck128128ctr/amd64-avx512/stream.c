/* crypto_stream/speck128128ctr/amd64-avx512: Speck128/128 in counter mode, 8 blocks a zmm pair
   (speck/ctr-avx512.c). Public domain (CC0). */
#define SPECK_WORDBITS 64
#define SPECK_KEYWORDS 2
#define SPECK_ROUNDS 32
#include "speck/ctr-avx512.c"
