/*
 * aead.c: Ascon-128 v1.2 (64-bit rate, p^12 and p^6), ARMv6 (ARM1176): the mode of
 * ascon/aead.h over the bit-interleaved rounds of ascon/permutation-armv6.h.
 * Specified in "Ascon v1.2" (NIST LWC submission, 2021), section 2. Public domain (CC0).
 */
#define ASCON_RATE 8
#define ASCON_PB 6
#include "ascon/permutation-armv6.h"
#include "ascon/aead.h"
