/*
 * aead.c: Grain-128AEADv2 (128-bit key, 96-bit nonce, 64-bit tag), portable and constant time:
 * the mode of grain/aead.h, 32 generator clocks per step, the authentication bit by bit.
 * Specified in M. Hell et al., "Grain-128AEADv2", NIST LWC finalist (2021). CC0.
 */
#include "grain/aead.h"
