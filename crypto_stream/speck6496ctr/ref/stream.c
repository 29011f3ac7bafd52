/* crypto_stream/speck6496ctr/ref: Speck64/96 in counter mode, one block at a time in portable C
   (speck/ctr-ref.c). Public domain (CC0). */
#define SPECK_WORDBITS 32
#define SPECK_KEYWORDS 3
#define SPECK_ROUNDS 26
#include "speck/ctr-ref.c"
