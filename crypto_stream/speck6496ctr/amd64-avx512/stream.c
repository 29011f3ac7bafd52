/* crypto_stream/speck6496ctr/amd64-avx512: Speck64/96 in counter mode, 16 blocks a zmm pair
   (speck/ctr-avx512.c). Public domain (CC0). */
#define SPECK_WORDBITS 32
#define SPECK_KEYWORDS 3
#define SPECK_ROUNDS 26
#include "speck/ctr-avx512.c"
