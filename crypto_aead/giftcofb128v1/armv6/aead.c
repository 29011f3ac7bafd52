/*
 * aead.c: GIFT-COFB (GIFT-128 in COFB mode; 128-bit key, nonce and tag) for 32-bit ARM without
 * NEON (ARMv6: ARM1176): the mode of ../shared/cofb.h over fixsliced GIFT-128 with rounds
 * shaped for the barrel shifter (gift128/armv6.h).
 * Specified in "GIFT-COFB v1.1", NIST LWC finalist (2021). Public domain (CC0).
 */
#include "gift128/armv6.h"
#include "../shared/cofb.h"
