/* crypto_stream/speck64128ctr/opt: Speck64/128 in counter mode, 4 blocks side by side in portable C
   (speck/ctr-portable.c). Public domain (CC0). */
#define SPECK_WORDBITS 32
#define SPECK_KEYWORDS 4
#define SPECK_ROUNDS 27
#include "speck/ctr-portable.c"
