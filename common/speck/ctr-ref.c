/*
 * speck/ctr-ref.c: Speck in counter mode (simonspeck/ctr.c), one block at a time in portable
 * C (speck/key.h), for the ref implementations of crypto_stream/speck*ctr. The including
 * file defines SPECK_WORDBITS (32 or 64), SPECK_KEYWORDS (m) and SPECK_ROUNDS.
 * Constant time. Public domain (CC0).
 */
#include "speck/key.h"
#include "simonspeck/ctr.c"
