/*
 * crypto_stream/lexv2/ref: LEX v2 (128-bit key, 128-bit IV) in portable C over the bitsliced,
 * constant-time AES of aes/bitslice.h, using one of its four block slots; conventions in
 * ../shared/lex.h. Constant time: no table, no secret-dependent branch or index.
 * Public domain (CC0).
 */
#include <stdint.h>
#include "aes/bitslice.h"
#include "../shared/lex.h"

typedef struct {
  uint64_t rk[AES_MAXROUNDS + 1][8];
  uint64_t q[8]; /* the AES state, in slot 0 of the bitsliced layout */
} lex_state;

static void estream_setup(lex_state *st, const unsigned char *k, const unsigned char *n)
{
  unsigned char block[64] = { 0 };
  int i;
  aes_bs_expand(st->rk, k, 16);
  for (i = 0; i < 16; ++i) block[LEX_IV_BYTE(i)] = n[i];
  aes_bs_load(st->q, block);
  aes_bs_encrypt(st->q, (const uint64_t (*)[8]) st->rk, 10);
}

/* State byte b of slot 0: bit i of it is bit 16r + 4c of q[i] (aes/bitslice.h). */
static unsigned lex_byte(const uint64_t q[8], int b)
{
  int shift = 16 * (b & 3) + 4 * (b >> 2), i;
  unsigned x = 0;
  for (i = 0; i < 8; ++i) x |= (unsigned) ((q[i] >> shift) & 1) << i;
  return x;
}

/* c = m XOR keystream, 40 bytes (10 rounds) per block; m = 0 gives the keystream. */
static void estream_blocks(lex_state *st, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  int r, j;
  for (; nblocks; --nblocks) {
    for (r = 1; r <= 10; ++r) {
      aes_sbox_bitslice(st->q);
      aes_bs_shiftrows(st->q);
      aes_bs_mixcolumns(st->q);
      aes_bs_addkey(st->q, st->rk[r]);
      for (j = 0; j < 4; ++j) {
        unsigned char z = (unsigned char) lex_byte(st->q, lex_leak[(r & 1) ^ 1][j]);
        *c++ = m ? (unsigned char) (z ^ *m++) : z;
      }
    }
  }
}

#define ESTREAM_STATE lex_state
#define ESTREAM_BLOCKBYTES 40
#include "estream/stream.c"
