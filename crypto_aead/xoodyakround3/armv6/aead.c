/*
 * aead.c: Xoodyak (NIST LWC round 3), ARMv6 (ARM1176): the mode of xoodoo/xoodyak-aead.h over
 * the Xoodoo[12] of xoodoo/permutation-armv6.h (lanes kept rotated, every rotation folded into
 * the barrel shifter).
 * Specified in "Xoodyak, a lightweight cryptographic scheme" (NIST LWC round-3 submission,
 * 2020), sections 2 and 3. Public domain (CC0).
 */
#include "xoodoo/permutation-armv6.h"
#include "xoodoo/xoodyak-aead.h"
