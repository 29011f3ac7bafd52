/*
 * aead.c: TinyJAMBU-192 v2 (192-bit key, 96-bit nonce, 64-bit tag), ARMv6 (ARM1176): the
 * mode of tinyjambu/aead.h over the permutation of tinyjambu/permutation-armv6.h, 128 steps per
 * loop iteration in registers.
 * Specified in H. Wu, T. Huang, "TinyJAMBU ... (Version 2)", NIST LWC finalist (2021). CC0.
 */
#include "tinyjambu/permutation-armv6.h"
#include "tinyjambu/aead.h"
