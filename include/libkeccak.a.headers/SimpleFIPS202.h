/*
 * libkeccak.a.headers/SimpleFIPS202.h: the FIPS 202 one-call functions of XKCP's libkeccak,
 * which SUPERCOP builds and offers its implementations as <libkeccak.a.headers/SimpleFIPS202.h>:
 * SHAKE128/SHAKE256(output, outputByteLen, input, inputByteLen) and SHA3_224/256/384/512(output,
 * input, inputByteLen); each returns 0. Over KeccakSponge.h (common/keccak's sponge), compiled
 * into the including implementation (static). (doc/supercop.md.) Public domain (CC0).
 */
#ifndef libkeccak_SimpleFIPS202_h
#define libkeccak_SimpleFIPS202_h

#include "KeccakSponge.h"

static inline int SHAKE128(unsigned char *output, size_t outputByteLen, const unsigned char *input,
                           size_t inputByteLen)
{
  return KeccakWidth1600_Sponge(1344, 256, input, inputByteLen, 0x1F, output, outputByteLen);
}

static inline int SHAKE256(unsigned char *output, size_t outputByteLen, const unsigned char *input,
                           size_t inputByteLen)
{
  return KeccakWidth1600_Sponge(1088, 512, input, inputByteLen, 0x1F, output, outputByteLen);
}

static inline int SHA3_224(unsigned char *output, const unsigned char *input, size_t inputByteLen)
{
  return KeccakWidth1600_Sponge(1152, 448, input, inputByteLen, 0x06, output, 28);
}

static inline int SHA3_256(unsigned char *output, const unsigned char *input, size_t inputByteLen)
{
  return KeccakWidth1600_Sponge(1088, 512, input, inputByteLen, 0x06, output, 32);
}

static inline int SHA3_384(unsigned char *output, const unsigned char *input, size_t inputByteLen)
{
  return KeccakWidth1600_Sponge(832, 768, input, inputByteLen, 0x06, output, 48);
}

static inline int SHA3_512(unsigned char *output, const unsigned char *input, size_t inputByteLen)
{
  return KeccakWidth1600_Sponge(576, 1024, input, inputByteLen, 0x06, output, 64);
}

#endif
