/*
 * aead.c: Xoodyak (NIST LWC round 3): the mode of xoodoo/xoodyak-aead.h over the AVX-512
 * Xoodoo of xoodoo/permutation-avx512.h (one register a plane, vprold, vpternlogd).
 * Specified in "Xoodyak, a lightweight cryptographic scheme" (NIST LWC round-3 submission,
 * 2020), sections 2 and 3. Public domain (CC0).
 */
#include "xoodoo/permutation-avx512.h"
#include "xoodoo/xoodyak-aead.h"
