/* crypto_stream/speck128128ctr/ref: Speck128/128 in counter mode, one block at a time in portable C
   (speck/ctr-ref.c). Public domain (CC0). */
#define SPECK_WORDBITS 64
#define SPECK_KEYWORDS 2
#define SPECK_ROUNDS 32
#include "speck/ctr-ref.c"
