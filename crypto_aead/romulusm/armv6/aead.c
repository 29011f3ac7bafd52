/*
 * aead.c: Romulus-M v1.3 (128-bit key, nonce and tag) for 32-bit ARM without NEON (ARMv6:
 * ARM1176): the mode of romulus/m.h over SKINNY-128-384+ on 32-bit rows, its S-box circuit
 * shaped for the barrel shifter (skinny128/armv6.h).
 * Specified in "Romulus v1.3", NIST LWC finalist (2021). Public domain (CC0).
 */
#include "skinny128/armv6.h"
#include "romulus/m.h"
