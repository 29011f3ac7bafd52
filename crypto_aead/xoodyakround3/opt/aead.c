/*
 * aead.c: Xoodyak (NIST LWC round 3): the mode of xoodoo/xoodyak-aead.h over the unrolled
 * 32-bit Xoodoo of xoodoo/permutation-opt.h (portable C).
 * Specified in "Xoodyak, a lightweight cryptographic scheme" (NIST LWC round-3 submission,
 * 2020), sections 2 and 3. Public domain (CC0).
 */
#include "xoodoo/permutation-opt.h"
#include "xoodoo/xoodyak-aead.h"
