/* crypto_stream/simon64128ctr/ref: Simon64/128 in counter mode, one block at a time in portable C
   (simon/ctr-ref.c). Public domain (CC0). */
#define SIMON_WORDBITS 32
#define SIMON_KEYWORDS 4
#define SIMON_ROUNDS 44
#define SIMON_Z SIMON_Z3
#include "simon/ctr-ref.c"
