/*
 * aead.c: GIFT-COFB (GIFT-128 in COFB mode; 128-bit key, nonce and tag), portable reference:
 * the mode of ../shared/cofb.h over GIFT-128 round by round in its bitsliced representation.
 * Specified in "GIFT-COFB v1.1", NIST LWC finalist (2021). Public domain (CC0).
 */
#include "gift128/bitsliced.h"
#include "../shared/cofb.h"
