/*
 * snow2/alpha.h: multiplication by alpha and by alpha^-1 in the field GF(2^32) of SNOW 2.0's
 * LFSR (P. Ekdahl and T. Johansson, "A New Version of the Stream Cipher SNOW", SAC 2002,
 * section 2), which Sosemanuk's LFSR uses too (C. Berbain et al., "SOSEMANUK, a fast
 * software-oriented stream cipher", eSTREAM 2005, section 2.1).
 * GF(2^8) = GF(2)[x]/(x^8 + x^7 + x^5 + x^3 + 1) with beta = x; alpha is a root of
 * x^4 + beta^23 x^3 + beta^245 x^2 + beta^48 x + beta^239 over GF(2^8); a word w3 w2 w1 w0
 * (w3 the most significant byte) is w3 alpha^3 + w2 alpha^2 + w1 alpha + w0. So
 *   alpha * w    = (w << 8) ^ L(w3),  L(c)  = c * (beta^23, beta^245, beta^48, beta^239)
 *   alpha^-1 * w = (w >> 8) ^ L'(w0), L'(c) = c * (beta^16, beta^39,  beta^6,  beta^64)
 * (the 4 bytes of each, most significant first). L and L' are GF(2)-linear in c, so each is
 * fixed by its values at the 8 bits of c, below; snow2/alpha-table.h and snow2/alpha-ct.h
 * build the two ways of evaluating them on these.
 * Public domain (CC0).
 */
#ifndef SNOW2_ALPHA_H
#define SNOW2_ALPHA_H

#include <stdint.h>

/* L(1 << b) and L'(1 << b) for b = 0..7 (computed with the field arithmetic above). */
#define SNOW2_MULA_B0 0xE19FCF13u
#define SNOW2_MULA_B1 0x6B973726u
#define SNOW2_MULA_B2 0xD6876E4Cu
#define SNOW2_MULA_B3 0x05A7DC98u
#define SNOW2_MULA_B4 0x0AE71199u
#define SNOW2_MULA_B5 0x1467229Bu
#define SNOW2_MULA_B6 0x28CE449Fu
#define SNOW2_MULA_B7 0x50358897u

#define SNOW2_DIVA_B0 0x180F40CDu
#define SNOW2_DIVA_B1 0x301E8033u
#define SNOW2_DIVA_B2 0x603CA966u
#define SNOW2_DIVA_B3 0xC078FBCCu
#define SNOW2_DIVA_B4 0x29F05F31u
#define SNOW2_DIVA_B5 0x5249BE62u
#define SNOW2_DIVA_B6 0xA492D5C4u
#define SNOW2_DIVA_B7 0xE18D0321u

/* A linear map of the byte c given its values at the 8 bits: a constant expression. */
#define SNOW2_LINEAR(c, P)                                                                 \
  ((((c) >> 0 & 1) ? P##0 : 0) ^ (((c) >> 1 & 1) ? P##1 : 0) ^ (((c) >> 2 & 1) ? P##2 : 0) ^ \
   (((c) >> 3 & 1) ? P##3 : 0) ^ (((c) >> 4 & 1) ? P##4 : 0) ^ (((c) >> 5 & 1) ? P##5 : 0) ^ \
   (((c) >> 6 & 1) ? P##6 : 0) ^ (((c) >> 7 & 1) ? P##7 : 0))

#endif
