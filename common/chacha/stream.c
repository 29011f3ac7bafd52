/*
 * chacha/stream.c: SUPERCOP's crypto_stream and crypto_stream_xor for ChaCha (32-byte key,
 * 8-byte nonce, block counter from 0) over the kernel the including implementation chose:
 *   CHACHA_XOR(c, m, len, n, k, rounds)   c = m XOR keystream, m = 0 for the keystream alone
 *   CHACHA_ROUNDS                         20, 12 or 8
 * Public domain (CC0).
 */
#include "crypto_stream.h"

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  CHACHA_XOR(c, 0, clen, n, k, CHACHA_ROUNDS);
  return 0;
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  CHACHA_XOR(c, m, mlen, n, k, CHACHA_ROUNDS);
  return 0;
}
