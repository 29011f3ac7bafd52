/*
 * gcm/ref.h: AES-GCM (NIST SP 800-38D) with a 96-bit IV, portable C and constant time: AES
 * bitsliced 4 blocks at a time (aes/bitslice.h), GHASH with integer multiplies
 * (ghash/ctmul64.h). The kernel of gcm/aead.c. Public domain (CC0).
 */
#ifndef GCM_REF_H
#define GCM_REF_H

#include "aes/bitslice.h"
#include "ghash/ctmul64.h"

/* b[0..64) = the counter blocks iv || be32(ctr + j), j = 0..3 (inc32 wraps mod 2^32) */
static inline void gcm_ref_counters(unsigned char b[64], const unsigned char iv[12], uint32_t ctr)
{
  int j, i;
  for (j = 0; j < 4; ++j) {
    uint32_t x = ctr + (uint32_t) j;
    for (i = 0; i < 12; ++i) b[16 * j + i] = iv[i];
    for (i = 0; i < 4; ++i) b[16 * j + 12 + i] = (unsigned char) (x >> (24 - 8 * i));
  }
}

/* out = in XOR the keystream (len bytes); tag = GHASH of ad and of the ciphertext (in when
   decrypting, out when encrypting) XOR E(J0). out may equal in; the key, nonce and ad are
   read before out is written, so out may equal any of them too. */
static void gcm_ref_crypt(unsigned char *out, const unsigned char *in, unsigned long long len,
                          const unsigned char *ad, unsigned long long adlen,
                          const unsigned char *npub, const unsigned char *k, int keybytes,
                          int decrypt, unsigned char tag[16])
{
  uint64_t rk[AES_MAXROUNDS + 1][8], q[8];
  unsigned char iv[12], blocks[64], ej0[16];
  struct ghash_ct g;
  unsigned long long total = len;
  uint32_t ctr = 2;
  int rounds = aes_bs_expand(rk, k, keybytes), j;
  for (j = 0; j < 12; ++j) iv[j] = npub[j];
  /* H = E(0) and E(J0), J0 = iv || 1, as two of the 4 blocks */
  for (j = 0; j < 64; ++j) blocks[j] = 0;
  for (j = 0; j < 12; ++j) blocks[16 + j] = iv[j];
  blocks[31] = 1;
  aes_bs_load(q, blocks);
  aes_bs_encrypt(q, (const uint64_t (*)[8]) rk, rounds);
  aes_bs_store(blocks, q);
  ghash_ct_init(&g, blocks);
  for (j = 0; j < 16; ++j) ej0[j] = blocks[16 + j];
  ghash_ct_update(&g, ad, adlen);
  while (len > 0) {
    unsigned long long take = len < 64 ? len : 64;
    gcm_ref_counters(blocks, iv, ctr);
    aes_bs_load(q, blocks);
    aes_bs_encrypt(q, (const uint64_t (*)[8]) rk, rounds);
    aes_bs_store(blocks, q);
    if (decrypt) ghash_ct_update(&g, in, take);
    for (j = 0; j < (int) take; ++j) out[j] = (unsigned char) (in[j] ^ blocks[j]);
    if (!decrypt) ghash_ct_update(&g, out, take);
    in += take;
    out += take;
    len -= take;
    ctr += 4;
  }
  ghash_ct_final(&g, tag, adlen, total);
  for (j = 0; j < 16; ++j) tag[j] ^= ej0[j];
}

#endif
