/*
 * sha256/blocks-ref.h: the SHA-256 compression function in portable C, written as in
 * FIPS 180-4 (NIST, 2015) sections 4.1.2 (functions), 4.2.2 (constants) and 6.2.2 (steps 1-4).
 * Shared by SHA-224 and SHA-256 (they differ only in initial value and output length).
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef SHA256_BLOCKS_REF_H
#define SHA256_BLOCKS_REF_H

#include <stddef.h>
#include <stdint.h>
#include "sha256/constants.h"
#include "sha256/functions.h"
#include "compiler/bytes.h"

#define SHA256_KW(t) (sha256_k[t] + w[t])

static void sha256_blocks(uint32_t state[8], const unsigned char *in, size_t nblocks)
{
  uint32_t w[64], a, b, c, d, e, f, g, h;
  int t;

  for (; nblocks > 0; --nblocks, in += 64) {
    /* step 1: the message schedule */
    for (t = 0; t < 16; ++t) w[t] = bytes_load_be32(in + 4 * t);
    for (t = 16; t < 64; ++t)
      w[t] = SHA256_SSIG1(w[t - 2]) + w[t - 7] + SHA256_SSIG0(w[t - 15]) + w[t - 16];

    /* steps 2-3 */
    a = state[0]; b = state[1]; c = state[2]; d = state[3];
    e = state[4]; f = state[5]; g = state[6]; h = state[7];
    for (t = 0; t < 64; t += 8) {
      SHA256_ROUND(a, b, c, d, e, f, g, h, SHA256_KW(t));
      SHA256_ROUND(h, a, b, c, d, e, f, g, SHA256_KW(t + 1));
      SHA256_ROUND(g, h, a, b, c, d, e, f, SHA256_KW(t + 2));
      SHA256_ROUND(f, g, h, a, b, c, d, e, SHA256_KW(t + 3));
      SHA256_ROUND(e, f, g, h, a, b, c, d, SHA256_KW(t + 4));
      SHA256_ROUND(d, e, f, g, h, a, b, c, SHA256_KW(t + 5));
      SHA256_ROUND(c, d, e, f, g, h, a, b, SHA256_KW(t + 6));
      SHA256_ROUND(b, c, d, e, f, g, h, a, SHA256_KW(t + 7));
    }

    /* step 4 */
    state[0] += a; state[1] += b; state[2] += c; state[3] += d;
    state[4] += e; state[5] += f; state[6] += g; state[7] += h;
  }
}

#undef SHA256_KW

#endif
