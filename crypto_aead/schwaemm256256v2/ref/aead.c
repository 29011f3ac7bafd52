/*
 * aead.c: Schwaemm256-256 (Sparkle512, rate 256 bits, 256-bit key, nonce 256 bits, tag 256),
 * portable reference: the mode of sparkle/schwaemm.h over the permutation as specified.
 * Specified in C. Beierle et al., "Schwaemm and Esch ...", NIST LWC finalist (2021). CC0.
 */
#include "sparkle/permutation-ref.h"
#include "sparkle/schwaemm.h"
