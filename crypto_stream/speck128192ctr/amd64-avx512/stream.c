/* crypto_stream/speck128192ctr/amd64-avx512: Speck128/192 in counter mode, 8 blocks a zmm pair
   (speck/ctr-avx512.c). Public domain (CC0). */
#define SPECK_WORDBITS 64
#define SPECK_KEYWORDS 3
#define SPECK_ROUNDS 33
#include "speck/ctr-avx512.c"
