/*
 * crypto_stream/rabbit/ref: Rabbit (128-bit key, 64-bit IV) in portable C, one next-state
 * call per 16 bytes, as RFC 4503 reads (../shared/rabbit.h has the cipher).
 * Constant time: no branch and no memory index depends on the key, the IV or the state.
 * Public domain (CC0).
 */
#include "../shared/rabbit.h"

/* c = m XOR keystream, 16 bytes per block; m = 0 gives the keystream. */
static void estream_blocks(rabbit_state *state, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  /* a local copy: stores through c cannot touch it, so it stays in registers */
  rabbit_state local = *state, *s = &local;
  uint32_t w;
  int j;
  for (; nblocks; --nblocks, c += 16) {
    rabbit_next(s);
    for (j = 0; j < 4; ++j) {
      w = s->x[2 * j] ^ s->x[(2 * j + 5) & 7] >> 16 ^ s->x[(2 * j + 3) & 7] << 16;
      if (m) w ^= bytes_load_le32(m + 4 * j);
      bytes_store_le32(c + 4 * j, w);
    }
    if (m) m += 16;
  }
  *state = local;
}

#define ESTREAM_STATE rabbit_state
#define ESTREAM_BLOCKBYTES 16
#include "estream/stream.c"
