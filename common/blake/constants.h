/*
 * blake/constants.h: the constants of BLAKE (J.-P. Aumasson, L. Henzen, W. Meier, R. C.-W. Phan,
 * "SHA-3 proposal BLAKE", version 1.3, 2010, sections 2.1.1 and 2.2.1), of which BLAKE2
 * (RFC 7693 sections 2.6, 2.7) keeps the message permutations and the initial values.
 * Shared by every BLAKE and BLAKE2 compression function and hash here. Public domain (CC0).
 */
#ifndef BLAKE_CONSTANTS_H
#define BLAKE_CONSTANTS_H

/* an assembly file (blake2/blake2s-armv6-rounds.S) takes the BLAKE_SIGMA lists only */
#ifndef __ASSEMBLER__
#include <stdint.h>
#endif

/* sigma_0..sigma_9; round r uses sigma_{r mod 10}. As lists too, for vector code that needs
   the indexes as constant expressions (immediates, constant index vectors). */
#define BLAKE_SIGMA0  0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15
#define BLAKE_SIGMA1 14, 10,  4,  8,  9, 15, 13,  6,  1, 12,  0,  2, 11,  7,  5,  3
#define BLAKE_SIGMA2 11,  8, 12,  0,  5,  2, 15, 13, 10, 14,  3,  6,  7,  1,  9,  4
#define BLAKE_SIGMA3  7,  9,  3,  1, 13, 12, 11, 14,  2,  6,  5, 10,  4,  0, 15,  8
#define BLAKE_SIGMA4  9,  0,  5,  7,  2,  4, 10, 15, 14,  1, 11, 12,  6,  8,  3, 13
#define BLAKE_SIGMA5  2, 12,  6, 10,  0, 11,  8,  3,  4, 13,  7,  5, 15, 14,  1,  9
#define BLAKE_SIGMA6 12,  5,  1, 15, 14, 13,  4, 10,  0,  7,  6,  3,  9,  2,  8, 11
#define BLAKE_SIGMA7 13, 11,  7, 14, 12,  1,  3,  9,  5,  0, 15,  4,  8,  6,  2, 10
#define BLAKE_SIGMA8  6, 15, 14,  9, 11,  3,  0,  8, 12,  2, 13,  7,  1,  4, 10,  5
#define BLAKE_SIGMA9 10,  2,  8,  4,  7,  6,  1,  5, 15, 11,  9, 14,  3, 12, 13,  0

#ifndef __ASSEMBLER__
static const unsigned char blake_sigma[10][16] = {
  { BLAKE_SIGMA0 }, { BLAKE_SIGMA1 }, { BLAKE_SIGMA2 }, { BLAKE_SIGMA3 }, { BLAKE_SIGMA4 },
  { BLAKE_SIGMA5 }, { BLAKE_SIGMA6 }, { BLAKE_SIGMA7 }, { BLAKE_SIGMA8 }, { BLAKE_SIGMA9 }
};

/* initial values of BLAKE-256 and BLAKE2s (SHA-256's), of BLAKE-512 and BLAKE2b (SHA-512's) */
static const uint32_t blake_iv32[8] = {
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
};
static const uint64_t blake_iv64[8] = {
  0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
  0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL
};

/* BLAKE only: the leading digits of pi, as 16 32-bit words (BLAKE-256) and 16 64-bit words
   (BLAKE-512) */
static const uint32_t blake_c32[16] = {
  0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344, 0xa4093822, 0x299f31d0, 0x082efa98, 0xec4e6c89,
  0x452821e6, 0x38d01377, 0xbe5466cf, 0x34e90c6c, 0xc0ac29b7, 0xc97c50dd, 0x3f84d5b5, 0xb5470917
};
static const uint64_t blake_c64[16] = {
  0x243f6a8885a308d3ULL, 0x13198a2e03707344ULL, 0xa4093822299f31d0ULL, 0x082efa98ec4e6c89ULL,
  0x452821e638d01377ULL, 0xbe5466cf34e90c6cULL, 0xc0ac29b7c97c50ddULL, 0x3f84d5b5b5470917ULL,
  0x9216d5d98979fb1bULL, 0xd1310ba698dfb5acULL, 0x2ffd72dbd01adfb7ULL, 0xb8e1afed6a267e96ULL,
  0xba7c9045f12c7f99ULL, 0x24a19947b3916cf7ULL, 0x0801f2e2858efc16ULL, 0x636920d871574e69ULL
};

#endif /* __ASSEMBLER__ */

#endif
