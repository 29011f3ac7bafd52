/*
 * aead.c: PHOTON-Beetle-AEAD[128], the mode of photon/beetle.h over the AVX-512 VBMI
 * permutation (photon/permutation-avx512.h: a cell per byte, the S-box and MixColumnSerial as
 * register lookups). Specified in Z. Bao et al., "PHOTON-Beetle", NIST LWC finalist (2021).
 * CC0.
 */
#include "photon/permutation-avx512.h"
#include "photon/beetle.h"
