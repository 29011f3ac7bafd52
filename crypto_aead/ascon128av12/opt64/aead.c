/*
 * aead.c: Ascon-128a v1.2 (128-bit rate, p^12 and p^8), 64-bit optimized: the mode of
 * ascon/aead.h over the unrolled rounds of ascon/permutation-opt64.h.
 * Specified in "Ascon v1.2" (NIST LWC submission, 2021), section 2. Public domain (CC0).
 */
#define ASCON_RATE 16
#define ASCON_PB 8
#include "ascon/permutation-opt64.h"
#include "ascon/aead.h"
