/*
 * aead.c: Romulus-N v1.3 (128-bit key, nonce and tag) for amd64 with SSSE3: the mode of
 * romulus/n.h over SKINNY-128-384+ in one vector register, its S-box as PSHUFB lookups
 * (skinny128/ssse3.h).
 * Specified in "Romulus v1.3", NIST LWC finalist (2021). Public domain (CC0).
 */
#include "skinny128/ssse3.h"
#include "romulus/n.h"
