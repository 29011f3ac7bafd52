/*
 * sparkle/constants.h: what every Sparkle permutation shares: the round constants (the
 * fractional digits of e), the rotation and the ell function of the linear layer.
 * Specified in C. Beierle et al., "Schwaemm and Esch ...", NIST LWC finalist (2021), 2.1-2.2.
 * Public domain (CC0).
 */
#ifndef SPARKLE_CONSTANTS_H
#define SPARKLE_CONSTANTS_H

#include <stdint.h>

#define SPARKLE_ROT(x, n) (((x) >> (n)) | ((x) << ((32 - (n)) & 31)))
#define SPARKLE_ELL(x) SPARKLE_ROT((x) ^ ((x) << 16), 16)

static const uint32_t sparkle_rcon[8] = {
  0xB7E15162, 0xBF715880, 0x38B4DA56, 0x324E7738,
  0xBB1185EB, 0x4F7C7B57, 0xCFBFA1C8, 0xC2B3293D
};

#endif
