/* crypto_stream/simon128256ctr/ref: Simon128/256 in counter mode, one block at a time in portable C
   (simon/ctr-ref.c). Public domain (CC0). */
#define SIMON_WORDBITS 64
#define SIMON_KEYWORDS 4
#define SIMON_ROUNDS 72
#define SIMON_Z SIMON_Z4
#include "simon/ctr-ref.c"
