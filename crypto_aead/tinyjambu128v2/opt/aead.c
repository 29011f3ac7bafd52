/*
 * aead.c: TinyJAMBU-128 v2 (128-bit key, 96-bit nonce, 64-bit tag), optimized portable C: the
 * mode of tinyjambu/aead.h over the permutation of tinyjambu/permutation-opt.h, 128 steps per
 * loop iteration in registers.
 * Specified in H. Wu, T. Huang, "TinyJAMBU ... (Version 2)", NIST LWC finalist (2021). CC0.
 */
#include "tinyjambu/permutation-opt.h"
#include "tinyjambu/aead.h"
