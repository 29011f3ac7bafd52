/* crypto_stream/speck128256ctr/opt: Speck128/256 in counter mode, 4 blocks side by side in portable C
   (speck/ctr-portable.c). Public domain (CC0). */
#define SPECK_WORDBITS 64
#define SPECK_KEYWORDS 4
#define SPECK_ROUNDS 34
#include "speck/ctr-portable.c"
