/* crypto_stream/speck128256ctr/ref: Speck128/256 in counter mode, one block at a time in portable C
   (speck/ctr-ref.c). Public domain (CC0). */
#define SPECK_WORDBITS 64
#define SPECK_KEYWORDS 4
#define SPECK_ROUNDS 34
#include "speck/ctr-ref.c"
