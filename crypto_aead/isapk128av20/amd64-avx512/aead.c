/*
 * aead.c: ISAP-K-128a v2.0 (sH 16, sB 1, sE 8, sK 8): the mode of isap/aead.h over
 * Keccak-p[400]. The whole state in one zmm register (keccak/p400-avx512.h).
 * Specified in "ISAP v2.0" (NIST LWC submission, 2021), section 2. Public domain (CC0).
 */
#define ISAP_SH 16
#define ISAP_SB 1
#define ISAP_SE 8
#define ISAP_SK 8
#include "keccak/p400-avx512.h"
#include "isap/keccakp400.h"
#include "isap/aead.h"
