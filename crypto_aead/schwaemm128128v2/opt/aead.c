/*
 * aead.c: Schwaemm128-128 (Sparkle256, rate 128 bits, 128-bit key, nonce 128 bits, tag 128),
 * portable, unrolled: the mode of sparkle/schwaemm.h over the permutation in local variables.
 * Specified in C. Beierle et al., "Schwaemm and Esch ...", NIST LWC finalist (2021). CC0.
 */
#include "sparkle/permutation-opt.h"
#include "sparkle/schwaemm.h"
