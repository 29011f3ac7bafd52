/*
 * ctr128/ctr.c: SUPERCOP's crypto_stream and crypto_stream_xor for any 128-bit block cipher
 * in counter mode, with the convention of crypto_stream/aes128ctr (NIST SP 800-38A, B.1 with
 * m = 128): the 16-byte nonce is the first counter block, incremented as a 128-bit
 * big-endian integer per 16-byte block; block i of the keystream is E_k(counter i), and a
 * last partial block is the start of a whole one. Used by mars128ctr, rc6128ctr,
 * serpent128ctr and twofish128ctr. The including implementation defines, before including:
 *   CTR_KEY                           the type of its expanded key
 *   ctr_setup(CTR_KEY *, k)           the key expansion (k: CRYPTO_KEYBYTES bytes)
 *   CTR_PAR                           how many blocks its kernel encrypts at once
 *   ctr_encrypt(key, out, in)         out = E(in) for CTR_PAR blocks of 16 bytes
 *                                     (unsigned char out[16 * CTR_PAR], in[16 * CTR_PAR])
 * and optionally, for short messages, a one-block function and the tail length (in blocks)
 * up to which the tail goes block by block rather than through the kernel:
 *   ctr_encrypt1(key, out, in)        out = E(in) for one block
 *   CTR_SMALL_MAX                     at most this many blocks left: ctr_encrypt1
 * Constant time if the kernel is: the lengths decide every branch.
 * Public domain (CC0).
 */
#include <stdint.h>
#include "crypto_stream.h"
#include "compiler/bytes.h"

#define CTR_BATCH (16 * CTR_PAR)

/* blocks[16 j ..] = counter blocks (hi, lo) + j, j < count; (hi, lo) moves past them */
static void ctr_blocks(unsigned char *blocks, uint64_t *hi, uint64_t *lo, int count)
{
  int j;
  for (j = 0; j < count; ++j) {
    bytes_store_be64(blocks + 16 * j, *hi);
    bytes_store_be64(blocks + 16 * j + 8, *lo);
    *lo += 1;
    *hi += *lo == 0;                                        /* the carry into the high half */
  }
}

/* c = m XOR ks for len bytes; m = 0 for the keystream alone */
static void ctr_xor_bytes(unsigned char *c, const unsigned char *m, const unsigned char *ks,
                          unsigned long long len)
{
  unsigned long long j;
  if (m)
    for (j = 0; j < len; ++j) c[j] = m[j] ^ ks[j];
  else
    for (j = 0; j < len; ++j) c[j] = ks[j];
}

/* c[0..len) = m XOR keystream. c may equal m; n and k are read before c is written. */
static void ctr_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                    const unsigned char *n, const unsigned char *k)
{
  CTR_KEY key;
  unsigned char in[CTR_BATCH], out[CTR_BATCH];
  uint64_t hi = bytes_load_be64(n), lo = bytes_load_be64(n + 8);

  ctr_setup(&key, k);
  while (len >= CTR_BATCH) {
    ctr_blocks(in, &hi, &lo, CTR_PAR);
    ctr_encrypt(&key, out, in);
    ctr_xor_bytes(c, m, out, CTR_BATCH);
    c += CTR_BATCH;
    if (m) m += CTR_BATCH;
    len -= CTR_BATCH;
  }
#ifdef CTR_SMALL_MAX
  if (len <= 16 * CTR_SMALL_MAX) {               /* a short tail: block by block */
    while (len > 0) {
      unsigned long long take = len < 16 ? len : 16;
      ctr_blocks(in, &hi, &lo, 1);
      ctr_encrypt1(&key, out, in);
      ctr_xor_bytes(c, m, out, take);
      c += take;
      if (m) m += take;
      len -= take;
    }
  }
#endif
  if (len > 0) {
    ctr_blocks(in, &hi, &lo, CTR_PAR);
    ctr_encrypt(&key, out, in);
    ctr_xor_bytes(c, m, out, len);
  }
}

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  ctr_xor(c, 0, clen, n, k);
  return 0;
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  ctr_xor(c, m, mlen, n, k);
  return 0;
}
