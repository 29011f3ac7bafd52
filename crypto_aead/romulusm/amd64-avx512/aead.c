/*
 * aead.c: Romulus-M v1.3 (128-bit key, nonce and tag) for amd64 with AVX-512 VBMI: the mode of
 * romulus/m.h over SKINNY-128-384+ in one vector register, its S-box one lookup in registers
 * (skinny128/avx512.h).
 * Specified in "Romulus v1.3", NIST LWC finalist (2021). Public domain (CC0).
 */
#include "skinny128/avx512.h"
#include "romulus/m.h"
