/*
 * simonspeck/ctr.c: SUPERCOP's crypto_stream and crypto_stream_xor for Simon and Speck in
 * counter mode, with the convention of the designers' SUPERCOP code (crypto_stream/speck*ctr,
 * simon*ctr): the nonce is two little-endian words n0 (its first bytes) and n1; block j
 * encrypts (x, y) = (n1, n0 + j), the sum taken modulo 2^w with no carry into n1, and is
 * output as y then x, each little-endian; a last partial block is the start of a whole one.
 * The including implementation defines, before including this file:
 *   CTR_WORDBITS                      32 or 64 (the block is two words)
 *   CTR_KEY                           the type of its expanded key
 *   ctr_setup(CTR_KEY *, k)           the key expansion
 *   ctr_block(const CTR_KEY *, x, y)  encrypts one block in place (CTR_WORD *x, *y)
 * and, for a kernel doing many blocks at a time, optionally
 *   CTR_BULK(key, c, m, n0, n1, nblocks)  c = m XOR blocks n0 .. n0+b-1 (m = 0: the keystream
 *                                     alone) for some b <= nblocks; evaluates to b.
 * Constant time if the block function is: lengths and pointers decide every branch.
 * Public domain (CC0).
 */
#include <stdint.h>
#include "crypto_stream.h"

#if CTR_WORDBITS == 64
typedef uint64_t CTR_WORD;
#elif CTR_WORDBITS == 32
typedef uint32_t CTR_WORD;
#else
#error "CTR_WORDBITS must be 32 or 64"
#endif
#define CTR_WORDBYTES (CTR_WORDBITS / 8)
#define CTR_BLOCKBYTES (2 * CTR_WORDBYTES)

static CTR_WORD ctr_load(const unsigned char *p)
{
  CTR_WORD v = 0;
  int i;
  for (i = CTR_WORDBYTES - 1; i >= 0; --i) v = v << 8 | p[i];
  return v;
}

static void ctr_store(unsigned char *p, CTR_WORD v)
{
  int i;
  for (i = 0; i < CTR_WORDBYTES; ++i) p[i] = (unsigned char) (v >> 8 * i);
}

/* c[0..len) = m XOR keystream, m = 0 for the keystream alone. */
static void ctr_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                    const unsigned char *n, const unsigned char *k)
{
  CTR_KEY key;
  CTR_WORD n0 = ctr_load(n), n1 = ctr_load(n + CTR_WORDBYTES), x, y;
  unsigned char block[CTR_BLOCKBYTES];
  unsigned long long i;

  ctr_setup(&key, k);
#ifdef CTR_BULK
  while (len >= CTR_BLOCKBYTES) {
    unsigned long long done = CTR_BULK(&key, c, m, n0, n1, len / CTR_BLOCKBYTES);
    if (done == 0) break;
    n0 += (CTR_WORD) done;
    c += done * CTR_BLOCKBYTES;
    if (m) m += done * CTR_BLOCKBYTES;
    len -= done * CTR_BLOCKBYTES;
  }
#endif
  for (; len >= CTR_BLOCKBYTES; len -= CTR_BLOCKBYTES) { /* whole blocks a word at a time */
    x = n1;
    y = n0++;
    ctr_block(&key, &x, &y);
    ctr_store(c, y ^ (m ? ctr_load(m) : 0));
    ctr_store(c + CTR_WORDBYTES, x ^ (m ? ctr_load(m + CTR_WORDBYTES) : 0));
    c += CTR_BLOCKBYTES;
    if (m) m += CTR_BLOCKBYTES;
  }
  if (len > 0) { /* the start of one more block */
    x = n1;
    y = n0;
    ctr_block(&key, &x, &y);
    ctr_store(block, y);
    ctr_store(block + CTR_WORDBYTES, x);
    for (i = 0; i < len; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ block[i]);
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
