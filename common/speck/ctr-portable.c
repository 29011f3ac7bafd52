/*
 * speck/ctr-portable.c: Speck in counter mode, 4 blocks side by side in portable C
 * (simonspeck/lanes-portable.h, rounds in speck/lanes.h), for the opt implementations of
 * crypto_stream/speck*ctr; the including file defines the parameters of speck/key.h.
 * Constant time. Public domain (CC0).
 */
#include "speck/key.h"
#include "simonspeck/lanes-portable.h"
#include "speck/lanes.h"
#include "simonspeck/ctr.c"
