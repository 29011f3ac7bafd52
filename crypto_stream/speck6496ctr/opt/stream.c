/* crypto_stream/speck6496ctr/opt: Speck64/96 in counter mode, 4 blocks side by side in portable C
   (speck/ctr-portable.c). Public domain (CC0). */
#define SPECK_WORDBITS 32
#define SPECK_KEYWORDS 3
#define SPECK_ROUNDS 26
#include "speck/ctr-portable.c"
