/*
 * aead.c: Schwaemm192-192 (Sparkle384, rate 192 bits, 192-bit key, nonce 192 bits, tag 192),
 * portable, unrolled: the mode of sparkle/schwaemm.h over the permutation in local variables.
 * Specified in C. Beierle et al., "Schwaemm and Esch ...", NIST LWC finalist (2021). CC0.
 */
#include "sparkle/permutation-opt.h"
#include "sparkle/schwaemm.h"
