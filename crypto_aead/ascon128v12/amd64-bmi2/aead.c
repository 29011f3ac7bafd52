/*
 * aead.c: Ascon-128 v1.2 (64-bit rate, p^12 and p^6), amd64 with BMI1+BMI2: the mode of
 * ascon/aead.h over the inline-assembly rounds of ascon/permutation-amd64-bmi2.h.
 * Specified in "Ascon v1.2" (NIST LWC submission, 2021), section 2. Public domain (CC0).
 */
#define ASCON_RATE 8
#define ASCON_PB 6
#include "ascon/permutation-amd64-bmi2.h"
#include "ascon/aead.h"
