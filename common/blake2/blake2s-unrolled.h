/*
 * blake2/blake2s-unrolled.h: the BLAKE2s compression function F (RFC 7693 section 3.2) in
 * portable C with its ten rounds written out (blake2/unrolled.h), the state in locals.
 * On a wide out-of-order core this runs at the speed of G's dependency chain (24 operations a
 * round), which the vector forms of blake2s-vec.h cannot beat: their rows need the same
 * chain, plus shuffles to move between columns and diagonals. Defines blake2s_blocks with the
 * interface of blake2/blake2s-ref.h.
 * Constant time: no branch and no memory index depends on the data (sigma is public).
 * Public domain (CC0).
 */
#ifndef BLAKE2_BLAKE2S_UNROLLED_H
#define BLAKE2_BLAKE2S_UNROLLED_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "blake/constants.h"
#include "blake2/g.h"
#include "blake2/unrolled.h"

static void blake2s_blocks(uint32_t h[8], const unsigned char *in, size_t nblocks,
                           uint64_t t, uint32_t f)
{
  uint32_t m[16];
  for (; nblocks > 0; --nblocks, in += 64, t += 64) {
    uint32_t v0 = h[0], v1 = h[1], v2 = h[2], v3 = h[3], v4 = h[4], v5 = h[5], v6 = h[6];
    uint32_t v7 = h[7], v8 = blake_iv32[0], v9 = blake_iv32[1], v10 = blake_iv32[2];
    uint32_t v11 = blake_iv32[3], v12 = blake_iv32[4] ^ (uint32_t) t;
    uint32_t v13 = blake_iv32[5] ^ (uint32_t) (t >> 32), v14 = blake_iv32[6] ^ f;
    uint32_t v15 = blake_iv32[7];
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(m, in, sizeof m);
#else
    int i;
    for (i = 0; i < 16; ++i) m[i] = blake2s_load32(in + 4 * i);
#endif
    BLAKE2_ROUND(BLAKE2S_G, m, 0); BLAKE2_ROUND(BLAKE2S_G, m, 1); BLAKE2_ROUND(BLAKE2S_G, m, 2);
    BLAKE2_ROUND(BLAKE2S_G, m, 3); BLAKE2_ROUND(BLAKE2S_G, m, 4); BLAKE2_ROUND(BLAKE2S_G, m, 5);
    BLAKE2_ROUND(BLAKE2S_G, m, 6); BLAKE2_ROUND(BLAKE2S_G, m, 7); BLAKE2_ROUND(BLAKE2S_G, m, 8);
    BLAKE2_ROUND(BLAKE2S_G, m, 9);
    h[0] ^= v0 ^ v8;
    h[1] ^= v1 ^ v9;
    h[2] ^= v2 ^ v10;
    h[3] ^= v3 ^ v11;
    h[4] ^= v4 ^ v12;
    h[5] ^= v5 ^ v13;
    h[6] ^= v6 ^ v14;
    h[7] ^= v7 ^ v15;
  }
}

#endif
