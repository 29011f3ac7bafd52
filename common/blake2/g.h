/*
 * blake2/g.h: BLAKE2's mixing function G (RFC 7693 section 3.1) for BLAKE2b (64-bit words,
 * rotations 32, 24, 16, 63) and BLAKE2s (32-bit words, 16, 12, 8, 7), and little-endian words
 * from bytes; shared by the scalar compression functions (blake2b-ref.h, blake2s-ref.h,
 * blake2b-unrolled.h, blake2s-unrolled.h).
 * Public domain (CC0).
 */
#ifndef BLAKE2_G_H
#define BLAKE2_G_H

#include <stdint.h>
#include "compiler/bytes.h"

/* BLAKE2_SETTLED(x), where the including file defines it, keeps x = a + m apart from the
   addition of b that follows (blake2/unrolled.h says why); elsewhere it is nothing (in the
   loops of blake2b-ref.h and blake2s-ref.h it cost 5-15%). */
#ifndef BLAKE2_SETTLED
#define BLAKE2_SETTLED(x) ((void) 0)
#endif

#define BLAKE2B_ROTR(x, n) (((x) >> (n)) | ((x) << (64 - (n))))
#define BLAKE2S_ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

/* a += b + x, as a += x, then a += b: b comes last, from the step before */
#define BLAKE2B_G(a, b, c, d, x, y) do { \
    a += (x); BLAKE2_SETTLED(a); a += b; \
    d = BLAKE2B_ROTR(d ^ a, 32); c += d; b = BLAKE2B_ROTR(b ^ c, 24); \
    a += (y); BLAKE2_SETTLED(a); a += b; \
    d = BLAKE2B_ROTR(d ^ a, 16); c += d; b = BLAKE2B_ROTR(b ^ c, 63); \
  } while (0)

#define BLAKE2S_G(a, b, c, d, x, y) do { \
    a += (x); BLAKE2_SETTLED(a); a += b; \
    d = BLAKE2S_ROTR(d ^ a, 16); c += d; b = BLAKE2S_ROTR(b ^ c, 12); \
    a += (y); BLAKE2_SETTLED(a); a += b; \
    d = BLAKE2S_ROTR(d ^ a, 8);  c += d; b = BLAKE2S_ROTR(b ^ c, 7); \
  } while (0)

#endif
