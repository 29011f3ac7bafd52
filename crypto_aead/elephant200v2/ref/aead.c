/*
 * aead.c: Elephant v2's Delirium (Keccak-f[200], 128-bit key, 96-bit nonce, 128-bit tag), portable and
 * constant time: the mode of elephant/aead.h over elephant/delirium.h.
 * Specified in T. Beyne et al., "Elephant v2", NIST LWC finalist (2021). CC0.
 */
#include "elephant/delirium.h"
#include "elephant/aead.h"
