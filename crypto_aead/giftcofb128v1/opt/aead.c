/*
 * aead.c: GIFT-COFB (GIFT-128 in COFB mode; 128-bit key, nonce and tag), optimized portable C:
 * the mode of ../shared/cofb.h over fixsliced GIFT-128 (gift128/fixsliced.h), whose rounds
 * rotate words instead of permuting their bits.
 * Specified in "GIFT-COFB v1.1", NIST LWC finalist (2021). Public domain (CC0).
 */
#include "gift128/fixsliced.h"
#include "../shared/cofb.h"
