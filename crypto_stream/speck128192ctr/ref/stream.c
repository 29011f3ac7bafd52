/* crypto_stream/speck128192ctr/ref: Speck128/192 in counter mode, one block at a time in portable C
   (speck/ctr-ref.c). Public domain (CC0). */
#define SPECK_WORDBITS 64
#define SPECK_KEYWORDS 3
#define SPECK_ROUNDS 33
#include "speck/ctr-ref.c"
