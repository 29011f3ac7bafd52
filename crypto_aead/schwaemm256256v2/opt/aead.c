/*
 * aead.c: Schwaemm256-256 (Sparkle512, rate 256 bits, 256-bit key, nonce 256 bits, tag 256),
 * portable, unrolled: the mode of sparkle/schwaemm.h over the permutation in local variables.
 * Specified in C. Beierle et al., "Schwaemm and Esch ...", NIST LWC finalist (2021). CC0.
 */
#include "sparkle/permutation-opt.h"
#include "sparkle/schwaemm.h"
