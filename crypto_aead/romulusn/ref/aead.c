/*
 * aead.c: Romulus-N v1.3 (128-bit key, nonce and tag), portable reference: the mode of
 * romulus/n.h over SKINNY-128-384+ on 32-bit rows (skinny128/rows.h).
 * Specified in "Romulus v1.3", NIST LWC finalist (2021). Public domain (CC0).
 */
#include "skinny128/rows.h"
#include "romulus/n.h"
