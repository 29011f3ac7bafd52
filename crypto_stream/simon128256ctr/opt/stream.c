/* crypto_stream/simon128256ctr/opt: Simon128/256 in counter mode, 4 blocks side by side in portable C
   (simon/ctr-portable.c). Public domain (CC0). */
#define SIMON_WORDBITS 64
#define SIMON_KEYWORDS 4
#define SIMON_ROUNDS 72
#define SIMON_Z SIMON_Z4
#include "simon/ctr-portable.c"
