/*
 * aes/sbox-bitslice.h: the AES S-box as a circuit of 128 XOR/XNOR/AND gates on bit planes,
 * so that 64 S-boxes are evaluated at once on 64-bit words with no table and no branch.
 * The circuit is J. Boyar and R. Peralta, "A depth-16 circuit for the AES S-box" (SEC 2012,
 * eprint 2011/332), forward direction; signal names follow the paper: inputs U0..U7 (U0 is
 * the most significant bit), top linear layer T1..T27, shared nonlinear middle M1..M63,
 * bottom linear layer L0..L29, outputs S0..S7 (S0 most significant). The S-box itself is
 * FIPS 197 section 5.1.1 (inversion in GF(2^8), then the affine map with constant 0x63).
 * Used by aes/bitslice.h. Public domain (CC0).
 */
#ifndef AES_SBOX_BITSLICE_H
#define AES_SBOX_BITSLICE_H

#include <stdint.h>

/* q[i] holds bit i (i = 0 least significant) of 64 bytes; each byte is replaced by its
   S-box value. Written out gate by gate to mirror the paper, in aes/sbox-circuit.h. */
static inline void aes_sbox_bitslice(uint64_t q[8])
{
#define AES_SBOX_WORD uint64_t
#include "aes/sbox-circuit.h"
#undef AES_SBOX_WORD
}

#endif
