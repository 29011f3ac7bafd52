/*
 * aes/ref.h: AES in counter mode (aes/ctr.h) over the bitsliced block function of
 * aes/bitslice.h, 4 blocks (64 bytes) at a time. Portable C, constant time.
 * Public domain (CC0).
 */
#ifndef AES_REF_H
#define AES_REF_H

#include "aes/bitslice.h"
#include "aes/ctr.h"

/* c[0..len) = m XOR keystream (m may be 0). c may equal m, n or k: n and k are read first. */
static void aes_ref_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                        const unsigned char *n, const unsigned char *k, int keybytes, int layout)
{
  uint64_t rk[AES_MAXROUNDS + 1][8], q[8];
  unsigned char nonce[16], blocks[64];
  uint64_t i = 0;
  int rounds = aes_bs_expand(rk, k, keybytes), j;
  for (j = 0; j < 16; ++j) nonce[j] = n[j];
  while (len > 0) {
    unsigned long long take = len < 64 ? len : 64;
    for (j = 0; j < 4; ++j) aes_counter_block(blocks + 16 * j, nonce, i + j, layout);
    aes_bs_load(q, blocks);
    aes_bs_encrypt(q, (const uint64_t (*)[8]) rk, rounds);
    aes_bs_store(blocks, q);
    for (j = 0; j < (int) take; ++j) c[j] = (unsigned char) ((m ? m[j] : 0) ^ blocks[j]);
    c += take;
    if (m) m += take;
    len -= take;
    i += 4;
  }
}

#endif
