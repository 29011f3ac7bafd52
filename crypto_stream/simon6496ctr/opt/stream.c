/* crypto_stream/simon6496ctr/opt: Simon64/96 in counter mode, 4 blocks side by side in portable C
   (simon/ctr-portable.c). Public domain (CC0). */
#define SIMON_WORDBITS 32
#define SIMON_KEYWORDS 3
#define SIMON_ROUNDS 42
#define SIMON_Z SIMON_Z2
#include "simon/ctr-portable.c"
