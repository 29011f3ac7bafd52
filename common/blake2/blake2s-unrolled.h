/*
 * blake2/blake2s-unrolled.h: the BLAKE2s compression function F (RFC 7693 section 3.2) with
 * its ten rounds written out, as blake2b-unrolled.h does for BLAKE2b (see there why).
 * Defines blake2s_blocks with the interface of blake2/blake2s-ref.h.
 * Constant time: no branch and no memory index depends on the data (sigma is public).
 * Public domain (CC0).
 */
#ifndef BLAKE2_BLAKE2S_UNROLLED_H
#define BLAKE2_BLAKE2S_UNROLLED_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "blake/constants.h"
#include "blake2/unrolled.h"   /* before g.h: it defines BLAKE2_SETTLED */
#include "blake2/g.h"

static void blake2s_blocks(uint32_t h[8], const unsigned char *in, size_t nblocks,
                           uint64_t t, uint32_t f)
{
  uint32_t m[16], v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15;
  for (; nblocks > 0; --nblocks, in += 64, t += 64) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(m, in, sizeof m);
#else
    int i;
    for (i = 0; i < 16; ++i) m[i] = bytes_load_le32(in + 4 * i);
#endif
    BLAKE2_START(h, blake_iv32, (uint32_t) t, (uint32_t) (t >> 32), f);
    BLAKE2_ROUND(BLAKE2S_G, m, 0); BLAKE2_ROUND(BLAKE2S_G, m, 1); BLAKE2_ROUND(BLAKE2S_G, m, 2);
    BLAKE2_ROUND(BLAKE2S_G, m, 3); BLAKE2_ROUND(BLAKE2S_G, m, 4); BLAKE2_ROUND(BLAKE2S_G, m, 5);
    BLAKE2_ROUND(BLAKE2S_G, m, 6); BLAKE2_ROUND(BLAKE2S_G, m, 7); BLAKE2_ROUND(BLAKE2S_G, m, 8);
    BLAKE2_ROUND(BLAKE2S_G, m, 9);
    BLAKE2_FINISH(h);
  }
}

#endif
