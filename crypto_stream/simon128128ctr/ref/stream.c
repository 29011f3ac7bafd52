/* crypto_stream/simon128128ctr/ref: Simon128/128 in counter mode, one block at a time in portable C
   (simon/ctr-ref.c). Public domain (CC0). */
#define SIMON_WORDBITS 64
#define SIMON_KEYWORDS 2
#define SIMON_ROUNDS 68
#define SIMON_Z SIMON_Z2
#include "simon/ctr-ref.c"
