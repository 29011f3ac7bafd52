/*
 * aead.c: PHOTON-Beetle-AEAD[128] (128-bit key, nonce and tag, rate 128 bits), portable and
 * constant time: the mode of photon/beetle.h over the bitsliced photon/permutation-ref.h.
 * Specified in Z. Bao et al., "PHOTON-Beetle", NIST LWC finalist (2021). CC0.
 */
#include "photon/permutation-ref.h"
#include "photon/beetle.h"
