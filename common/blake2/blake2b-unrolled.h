/*
 * blake2/blake2b-unrolled.h: the BLAKE2b compression function F (RFC 7693 section 3.2) in
 * portable C with its twelve rounds written out (blake2/unrolled.h), the state in locals.
 * On a wide out-of-order core this runs at the speed of G's dependency chain (24 operations a
 * round), which the vector forms of blake2b-vec.h cannot beat: their rows need the same
 * chain, plus shuffles to move between columns and diagonals. Defines blake2b_blocks with the
 * interface of blake2/blake2b-ref.h.
 * Constant time: no branch and no memory index depends on the data (sigma is public).
 * Public domain (CC0).
 */
#ifndef BLAKE2_BLAKE2B_UNROLLED_H
#define BLAKE2_BLAKE2B_UNROLLED_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "blake/constants.h"
#include "blake2/unrolled.h"   /* before g.h: it defines BLAKE2_SETTLED */
#include "blake2/g.h"

static void blake2b_blocks(uint64_t h[8], const unsigned char *in, size_t nblocks,
                           uint64_t t, uint64_t f)
{
  uint64_t m[16], v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15;
  for (; nblocks > 0; --nblocks, in += 128, t += 128) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(m, in, sizeof m);            /* one copy (clang 14 did not merge byte-wise loads) */
#else
    int i;
    for (i = 0; i < 16; ++i) m[i] = bytes_load_le64(in + 8 * i);
#endif
    BLAKE2_START(h, blake_iv64, t, 0, f);
    BLAKE2_ROUND(BLAKE2B_G, m, 0); BLAKE2_ROUND(BLAKE2B_G, m, 1); BLAKE2_ROUND(BLAKE2B_G, m, 2);
    BLAKE2_ROUND(BLAKE2B_G, m, 3); BLAKE2_ROUND(BLAKE2B_G, m, 4); BLAKE2_ROUND(BLAKE2B_G, m, 5);
    BLAKE2_ROUND(BLAKE2B_G, m, 6); BLAKE2_ROUND(BLAKE2B_G, m, 7); BLAKE2_ROUND(BLAKE2B_G, m, 8);
    BLAKE2_ROUND(BLAKE2B_G, m, 9); BLAKE2_ROUND(BLAKE2B_G, m, 10); BLAKE2_ROUND(BLAKE2B_G, m, 11);
    BLAKE2_FINISH(h);
  }
}

#endif
