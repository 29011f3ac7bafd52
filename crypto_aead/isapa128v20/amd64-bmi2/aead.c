/*
 * aead.c: ISAP-A-128 v2.0 (sH 12, sB 12, sE 12, sK 12): the mode of isap/aead.h over
 * Ascon. amd64 with BMI1+BMI2: the inline-assembly rounds of ascon/permutation-amd64-bmi2.h.
 * Specified in "ISAP v2.0" (NIST LWC submission, 2021), section 2. Public domain (CC0).
 */
#define ISAP_SH 12
#define ISAP_SB 12
#define ISAP_SE 12
#define ISAP_SK 12
#include "ascon/permutation-amd64-bmi2.h"
#include "isap/ascon.h"
#include "isap/aead.h"
