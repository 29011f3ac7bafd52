/*
 * simon/ctr-ref.c: Simon in counter mode (simonspeck/ctr.c), one block at a time in portable
 * C (simon/key.h), for the ref implementations of crypto_stream/simon*ctr. The including
 * file defines SIMON_WORDBITS (32 or 64), SIMON_KEYWORDS (m), SIMON_ROUNDS and SIMON_Z.
 * Constant time. Public domain (CC0).
 */
#include "simon/key.h"
#include "simonspeck/ctr.c"
