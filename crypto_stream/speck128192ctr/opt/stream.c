/* crypto_stream/speck128192ctr/opt: Speck128/192 in counter mode, 4 blocks side by side in portable C
   (speck/ctr-portable.c). Public domain (CC0). */
#define SPECK_WORDBITS 64
#define SPECK_KEYWORDS 3
#define SPECK_ROUNDS 33
#include "speck/ctr-portable.c"
