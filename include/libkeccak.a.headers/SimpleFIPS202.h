/*
 * libkeccak.a.headers/SimpleFIPS202.h: the FIPS 202 one-call functions of XKCP's libkeccak,
 * which SUPERCOP builds and offers its implementations as <libkeccak.a.headers/SimpleFIPS202.h>:
 * SHAKE128/SHAKE256(output, outputByteLen, input, inputByteLen) and SHA3_224/256/384/512(output,
 * input, inputByteLen); each returns 0. Declared here, defined in the harness library
 * (include/libkeccak.a.src/SimpleFIPS202.c) over KeccakSponge.h. (doc/supercop.md.)
 * Public domain (CC0).
 */
#ifndef libkeccak_SimpleFIPS202_h
#define libkeccak_SimpleFIPS202_h

#include <stddef.h>

int SHAKE128(unsigned char *output, size_t outputByteLen, const unsigned char *input,
             size_t inputByteLen);
int SHAKE256(unsigned char *output, size_t outputByteLen, const unsigned char *input,
             size_t inputByteLen);
int SHA3_224(unsigned char *output, const unsigned char *input, size_t inputByteLen);
int SHA3_256(unsigned char *output, const unsigned char *input, size_t inputByteLen);
int SHA3_384(unsigned char *output, const unsigned char *input, size_t inputByteLen);
int SHA3_512(unsigned char *output, const unsigned char *input, size_t inputByteLen);

#endif
