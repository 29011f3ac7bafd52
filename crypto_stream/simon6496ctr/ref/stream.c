/* crypto_stream/simon6496ctr/ref: Simon64/96 in counter mode, one block at a time in portable C
   (simon/ctr-ref.c). Public domain (CC0). */
#define SIMON_WORDBITS 32
#define SIMON_KEYWORDS 3
#define SIMON_ROUNDS 42
#define SIMON_Z SIMON_Z2
#include "simon/ctr-ref.c"
