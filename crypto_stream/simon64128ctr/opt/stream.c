/* crypto_stream/simon64128ctr/opt: Simon64/128 in counter mode, 4 blocks side by side in portable C
   (simon/ctr-portable.c). Public domain (CC0). */
#define SIMON_WORDBITS 32
#define SIMON_KEYWORDS 4
#define SIMON_ROUNDS 44
#define SIMON_Z SIMON_Z3
#include "simon/ctr-portable.c"
