/* crypto_stream/speck128128ctr/opt: Speck128/128 in counter mode, 4 blocks side by side in portable C
   (speck/ctr-portable.c). Public domain (CC0). */
#define SPECK_WORDBITS 64
#define SPECK_KEYWORDS 2
#define SPECK_ROUNDS 32
#include "speck/ctr-portable.c"
