/*
 * aead.c: Ascon-128a v1.2 (128-bit rate, p^12 and p^8), amd64 with BMI1+BMI2: the mode of
 * ascon/aead.h over the inline-assembly rounds of ascon/permutation-amd64-bmi2.h.
 * Specified in "Ascon v1.2" (NIST LWC submission, 2021), section 2. Public domain (CC0).
 */
#define ASCON_RATE 16
#define ASCON_PB 8
#include "ascon/permutation-amd64-bmi2.h"
#include "ascon/aead.h"
