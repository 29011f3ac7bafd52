/*
 * sparkle/constants.h: what every Sparkle permutation shares: the round constants (the
 * fractional digits of e), the rotation, the ell function of the linear layer and the box.
 * Specified in C. Beierle et al., "Schwaemm and Esch ...", NIST LWC finalist (2021), 2.1-2.2.
 * Public domain (CC0).
 */
#ifndef SPARKLE_CONSTANTS_H
#define SPARKLE_CONSTANTS_H

#include <stdint.h>

#define SPARKLE_ROT(x, n) (((x) >> (n)) | ((x) << ((32 - (n)) & 31)))
#define SPARKLE_ELL(x) SPARKLE_ROT((x) ^ ((x) << 16), 16)

/* the ARX box Alzette on the branch (x, y) with constant c, for the unrolled permutations */
#define SPARKLE_ALZETTE(x, y, c) do { \
    x += SPARKLE_ROT(y, 31); y ^= SPARKLE_ROT(x, 24); x ^= (c); \
    x += SPARKLE_ROT(y, 17); y ^= SPARKLE_ROT(x, 17); x ^= (c); \
    x += y;                  y ^= SPARKLE_ROT(x, 31); x ^= (c); \
    x += SPARKLE_ROT(y, 24); y ^= SPARKLE_ROT(x, 16); x ^= (c); \
  } while (0)

static const uint32_t sparkle_rcon[8] = {
  0xB7E15162, 0xBF715880, 0x38B4DA56, 0x324E7738,
  0xBB1185EB, 0x4F7C7B57, 0xCFBFA1C8, 0xC2B3293D
};

#endif
