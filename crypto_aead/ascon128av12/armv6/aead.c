/*
 * aead.c: Ascon-128a v1.2 (128-bit rate, p^12 and p^8), ARMv6 (ARM1176): the mode of
 * ascon/aead.h over the bit-interleaved rounds of ascon/permutation-armv6.h.
 * Specified in "Ascon v1.2" (NIST LWC submission, 2021), section 2. Public domain (CC0).
 */
#define ASCON_RATE 16
#define ASCON_PB 8
#include "ascon/permutation-armv6.h"
#include "ascon/aead.h"
