/* crypto_stream/speck64128ctr/ref: Speck64/128 in counter mode, one block at a time in portable C
   (speck/ctr-ref.c). Public domain (CC0). */
#define SPECK_WORDBITS 32
#define SPECK_KEYWORDS 4
#define SPECK_ROUNDS 27
#include "speck/ctr-ref.c"
