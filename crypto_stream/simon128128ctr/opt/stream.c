/* crypto_stream/simon128128ctr/opt: Simon128/128 in counter mode, 4 blocks side by side in portable C
   (simon/ctr-portable.c). Public domain (CC0). */
#define SIMON_WORDBITS 64
#define SIMON_KEYWORDS 2
#define SIMON_ROUNDS 68
#define SIMON_Z SIMON_Z2
#include "simon/ctr-portable.c"
