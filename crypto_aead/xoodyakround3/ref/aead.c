/*
 * aead.c: Xoodyak (NIST LWC round 3): the mode of xoodoo/xoodyak-aead.h over the portable
 * reference Xoodoo of xoodoo/permutation-ref.h.
 * Specified in "Xoodyak, a lightweight cryptographic scheme" (NIST LWC round-3 submission,
 * 2020), sections 2 and 3. Public domain (CC0).
 */
#include "xoodoo/permutation-ref.h"
#include "xoodoo/xoodyak-aead.h"
