/* crypto_stream/speck128256ctr/amd64-avx512: Speck128/256 in counter mode, 8 blocks a zmm pair
   (speck/ctr-avx512.c). Public domain (CC0). */
#define SPECK_WORDBITS 64
#define SPECK_KEYWORDS 4
#define SPECK_ROUNDS 34
#include "speck/ctr-avx512.c"
