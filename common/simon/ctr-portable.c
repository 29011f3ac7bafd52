/*
 * simon/ctr-portable.c: Simon in counter mode, 4 blocks side by side in portable C
 * (simonspeck/lanes-portable.h, rounds in simon/lanes.h), for the opt implementations of
 * crypto_stream/simon*ctr; the including file defines the parameters of simon/key.h.
 * Constant time. Public domain (CC0).
 */
#include "simon/key.h"
#include "simonspeck/lanes-portable.h"
#include "simon/lanes.h"
#include "simonspeck/ctr.c"
