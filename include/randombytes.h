/*
 * randombytes.h: randombytes(x, xlen) fills x with xlen random bytes.
 * Specified in doc/headers.md (SUPERCOP's randombytes). The harness defines it: in
 * try, the deterministic knownrandombytes stream (doc/checksum.md section 7); in measure, a
 * fast generator seeded from the kernel. Public domain (CC0).
 */
#ifndef randombytes_h
#define randombytes_h

void randombytes(unsigned char *x, unsigned long long xlen);

#endif
