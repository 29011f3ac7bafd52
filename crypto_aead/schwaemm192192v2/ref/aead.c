/*
 * aead.c: Schwaemm192-192 (Sparkle384, rate 192 bits, 192-bit key, nonce 192 bits, tag 192),
 * portable reference: the mode of sparkle/schwaemm.h over the permutation as specified.
 * Specified in C. Beierle et al., "Schwaemm and Esch ...", NIST LWC finalist (2021). CC0.
 */
#include "sparkle/permutation-ref.h"
#include "sparkle/schwaemm.h"
