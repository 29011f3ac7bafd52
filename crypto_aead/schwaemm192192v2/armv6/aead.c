/*
 * aead.c: Schwaemm192-192 (Sparkle384, rate 192 bits, 192-bit key, nonce 192 bits, tag 192),
 * ARMv6 (ARM1176): the mode of sparkle/schwaemm.h over sparkle/permutation-armv6.h (C or,
 * steps.S, assembly; every rotation in the barrel shifter, the round constants in registers).
 * Specified in C. Beierle et al., "Schwaemm and Esch ...", NIST LWC finalist (2021). CC0.
 */
#include "sparkle/permutation-armv6.h"
#include "sparkle/schwaemm.h"
