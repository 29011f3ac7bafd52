/*
 * crypto_stream/nlsv2/opt: NLS v2 (128-bit key, 128-bit nonce, no MAC) in portable C, 17
 * cycles unrolled so that every register word has a fixed place (../shared/nls.h has the
 * cipher). Not constant time: the S-box is indexed by secret state.
 * Public domain (CC0).
 */
#include "../shared/nls.h"

/* The ring turned so that R[i] is r[i] (pos = 0). */
static void nls_align(nls_state *st)
{
  uint32_t t[NLS_N];
  int i;
  for (i = 0; i < NLS_N; ++i) t[i] = NLS_R(st, i);
  for (i = 0; i < NLS_N; ++i) st->r[i] = t[i];
  st->pos = 0;
}

/* Cycle j (0..16) of a block that starts at pos = 0: R[i] is r[(j + i) % 17] before it. */
#define NLS_CYCLE(j)                                                                      \
  do {                                                                                    \
    uint32_t t_ = NLS_ROTL(r[(j) % 17], 19) + NLS_ROTL(r[((j) + 15) % 17], 9) + konst;   \
    t_ ^= nls_sbox[t_ >> 24];                                                             \
    r[(j) % 17] = t_ ^ r[((j) + 4) % 17];                                                 \
    t_ = (r[((j) + 1) % 17] + r[(j) % 17]) ^ (r[((j) + 2) % 17] + r[((j) + 14) % 17])      \
       ^ (r[((j) + 7) % 17] + konst);                                                     \
    if (m) t_ ^= bytes_load_le32(m + 4 * (j));                                                 \
    bytes_store_le32(c + 4 * (j), t_);                                                         \
  } while (0)

/* c = m XOR keystream, 4 bytes per block; m = 0 gives the keystream. */
static void estream_blocks(nls_state *st, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  uint32_t w;
  /* 17 words at a time while the counter cannot fire inside them */
  if (nblocks >= NLS_N) nls_align(st);
  while (nblocks >= NLS_N && st->ctr_f16 + NLS_N < NLS_F16) {
    uint32_t *r = st->r, konst = st->konst;
    NLS_CYCLE(0); NLS_CYCLE(1); NLS_CYCLE(2); NLS_CYCLE(3); NLS_CYCLE(4); NLS_CYCLE(5);
    NLS_CYCLE(6); NLS_CYCLE(7); NLS_CYCLE(8); NLS_CYCLE(9); NLS_CYCLE(10); NLS_CYCLE(11);
    NLS_CYCLE(12); NLS_CYCLE(13); NLS_CYCLE(14); NLS_CYCLE(15); NLS_CYCLE(16);
    st->ctr_f16 += NLS_N;
    nblocks -= NLS_N;
    c += 4 * NLS_N;
    if (m) m += 4 * NLS_N;
  }
  /* the rest, and the words around a counter event, one cycle at a time */
  for (; nblocks; --nblocks, c += 4) {
    nls_cycle(st);
    w = nls_nltap(st);
    if (m) {
      w ^= bytes_load_le32(m);
      m += 4;
    }
    bytes_store_le32(c, w);
    if (nblocks > NLS_N && st->ctr_f16 + NLS_N < NLS_F16) {
      nls_align(st);
      estream_blocks(st, c + 4, m, nblocks - 1);
      return;
    }
  }
}

#define ESTREAM_STATE nls_state
#define ESTREAM_BLOCKBYTES 4
#include "estream/stream.c"
