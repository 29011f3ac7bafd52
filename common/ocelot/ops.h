/*
 * ocelot/ops.h: the word operations of G. Anescu's OCELOT stream ciphers, which his AMASTRID
 * block cipher uses too: F1, F2 (xor with alternating byte masks), G1, G2 (rotations by 5),
 * a byte-wise substitution through a 256-byte permutation, and the four swaps of that
 * permutation's entries that the ciphers make after each word.
 * Specified by the designer's code in SUPERCOP (crypto_stream/ocelot1/ref, amastrid/ref) and
 * its papers there (ocelot.pdf, amastrid.pdf).
 * Not constant time: the substitution and the swaps index a table with secret bytes.
 * Public domain (CC0).
 */
#ifndef OCELOT_OPS_H
#define OCELOT_OPS_H

#include <stdint.h>

/* F1(v) = (v & 0x55AA55AA) | (~v & 0xAA55AA55), i.e. v ^ 0xAA55AA55; F2 the other way. */
#define OCELOT_F1(v) ((uint32_t) ((v) ^ 0xaa55aa55U))
#define OCELOT_F2(v) ((uint32_t) ((v) ^ 0x55aa55aaU))
#define OCELOT_G1(v) ((uint32_t) ((v) << 5 | (v) >> 27))
#define OCELOT_G2(v) ((uint32_t) ((v) >> 5 | (v) << 27))

/* Each byte of v through the table t. */
static inline uint32_t ocelot_sub(const uint8_t t[256], uint32_t v)
{
  return (uint32_t) t[v & 0xff] | (uint32_t) t[v >> 8 & 0xff] << 8 |
         (uint32_t) t[v >> 16 & 0xff] << 16 | (uint32_t) t[v >> 24] << 24;
}

/* Swaps t[byte i of a] and t[byte i of b] for i = 3, 2, 1, 0 (most significant first,
   whatever the machine's byte order: the designer's SwapLE and SwapBE agree on this). */
static inline void ocelot_swap4(uint8_t t[256], uint32_t a, uint32_t b)
{
  int shift;
  for (shift = 24; shift >= 0; shift -= 8) {
    uint8_t i = (uint8_t) (a >> shift), j = (uint8_t) (b >> shift), v = t[i];
    t[i] = t[j];
    t[j] = v;
  }
}

/* The big-endian word of four bytes: the designer's Bytes2Word on little-endian machines
   (its byte order is part of the ciphers' definition, as his test samples show). */
static inline uint32_t ocelot_be32(uint8_t b0, uint8_t b1, uint8_t b2, uint8_t b3)
{
  return (uint32_t) b0 << 24 | (uint32_t) b1 << 16 | (uint32_t) b2 << 8 | b3;
}

#endif
