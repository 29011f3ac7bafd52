/*
 * crypto_stream/nlsv2/ref: NLS v2 (128-bit key, 128-bit nonce, no MAC) in portable C, one
 * register cycle and one keystream word at a time (../shared/nls.h has the cipher).
 * Not constant time: the S-box is indexed by secret state.
 * Public domain (CC0).
 */
#include "../shared/nls.h"

/* c = m XOR keystream, 4 bytes per block; m = 0 gives the keystream. */
static void estream_blocks(nls_state *st, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  uint32_t w;
  for (; nblocks; --nblocks, c += 4) {
    nls_cycle(st);
    w = nls_nltap(st);
    if (m) {
      w ^= bytes_load_le32(m);
      m += 4;
    }
    bytes_store_le32(c, w);
  }
}

#define ESTREAM_STATE nls_state
#define ESTREAM_BLOCKBYTES 4
#include "estream/stream.c"
