/*
 * aead.c: Elephant v2's Jumbo (Spongent-pi[176], 128-bit key, 96-bit nonce, 64-bit tag), portable and
 * constant time: the mode of elephant/aead.h over elephant/jumbo.h.
 * Specified in T. Beyne et al., "Elephant v2", NIST LWC finalist (2021). CC0.
 */
#include "elephant/jumbo.h"
#include "elephant/aead.h"
