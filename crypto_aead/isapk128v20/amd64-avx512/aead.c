/*
 * aead.c: ISAP-K-128 v2.0 (sH 20, sB 12, sE 12, sK 12): the mode of isap/aead.h over
 * Keccak-p[400]. The whole state in one zmm register (keccak/p400-avx512.h).
 * Specified in "ISAP v2.0" (NIST LWC submission, 2021), section 2. Public domain (CC0).
 */
#define ISAP_SH 20
#define ISAP_SB 12
#define ISAP_SE 12
#define ISAP_SK 12
#include "keccak/p400-avx512.h"
#include "isap/keccakp400.h"
#include "isap/aead.h"
