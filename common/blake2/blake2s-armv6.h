/*
 * blake2/blake2s-armv6.h: the BLAKE2s compression function F (RFC 7693 section 3.2) for 32-bit
 * ARM without NEON (ARMv6, the ARM1176): the ten rounds in assembly
 * (blake2/blake2s-armv6-rounds.S, which the implementation also includes, from a .S file of
 * its own: 13 words in registers, every rotation folded into the barrel shifter), the set-up
 * of the working vector and the feed-forward here.
 * The rounds take v4..v7 rotated left by 7 and v12..v15 by 8 against the true state, as their
 * G leaves them (the rotations of G then all fold into the next instruction reading the word:
 * 10 data instructions a G where the written-out rotations take 14); rotated in before the
 * rounds and out after them, one rotation a word.
 * Under qemu (scripts/instructions, long messages): 19.4 instructions per byte against 23.6
 * for the unrolled C of blake2s/opt and 37.7 for ref (gcc 12 -O3; clang 14: 19.6, 23.8, 28.3).
 * Defines blake2s_blocks with the interface of blake2/blake2s-ref.h.
 * Constant time: no branch and no memory index depends on the data (sigma is public).
 * Public domain (CC0).
 */
#ifndef BLAKE2_BLAKE2S_ARMV6_H
#define BLAKE2_BLAKE2S_ARMV6_H

#if !defined(__arm__) || defined(__thumb__) || defined(__ARMEB__)
#error "blake2/blake2s-armv6.h is for little-endian 32-bit ARM in ARM state (-marm)"
#endif

#include <stddef.h>
#include <stdint.h>
#include "blake/constants.h"

void CRYPTO_NAMESPACE(blake2s_armv6_rounds)(uint32_t v[16], const unsigned char m[64]);

#define BLAKE2S_ARMV6_ROL(x, n) ((x) << (n) | (x) >> (32 - (n)))

static void blake2s_blocks(uint32_t h[8], const unsigned char *in, size_t nblocks,
                           uint64_t t, uint32_t f)
{
  uint32_t v[16];
  int i;
  for (; nblocks > 0; --nblocks, in += 64, t += 64) {
    for (i = 0; i < 4; ++i) {
      v[i] = h[i];
      v[i + 4] = BLAKE2S_ARMV6_ROL(h[i + 4], 7);
      v[i + 8] = blake_iv32[i];
    }
    v[12] = BLAKE2S_ARMV6_ROL(blake_iv32[4] ^ (uint32_t) t, 8);
    v[13] = BLAKE2S_ARMV6_ROL(blake_iv32[5] ^ (uint32_t) (t >> 32), 8);
    v[14] = BLAKE2S_ARMV6_ROL(blake_iv32[6] ^ f, 8);
    v[15] = BLAKE2S_ARMV6_ROL(blake_iv32[7], 8);
    CRYPTO_NAMESPACE(blake2s_armv6_rounds)(v, in);
    for (i = 0; i < 4; ++i) {
      h[i] ^= v[i] ^ v[i + 8];
      h[i + 4] ^= BLAKE2S_ARMV6_ROL(v[i + 4], 25) ^ BLAKE2S_ARMV6_ROL(v[i + 12], 24);
    }
  }
}

#undef BLAKE2S_ARMV6_ROL

#endif
