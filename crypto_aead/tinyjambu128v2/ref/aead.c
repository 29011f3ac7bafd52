/*
 * aead.c: TinyJAMBU-128 v2 (128-bit key, 96-bit nonce, 64-bit tag), portable reference: the mode
 * of tinyjambu/aead.h over the permutation as specified, 32 steps per loop iteration.
 * Specified in H. Wu, T. Huang, "TinyJAMBU ... (Version 2)", NIST LWC finalist (2021). CC0.
 */
#include "tinyjambu/permutation-ref.h"
#include "tinyjambu/aead.h"
