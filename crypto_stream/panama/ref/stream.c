/*
 * crypto_stream/panama/ref: Panama (../shared/panama.h: 256-bit key, 256-bit nonce), one
 * iteration at a time as the specification writes it.
 * Constant time. Public domain (CC0).
 */
#include "crypto_stream.h"
#include "../shared/panama.h"

static void panama_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                       const unsigned char *n, const unsigned char *k)
{
  panama s;
  unsigned long long i;
  int j;

  panama_setup(&s, k, n);
  for (; len >= 32; len -= 32) { /* whole pulls a word at a time */
    for (j = 0; j < 8; ++j) {
      uint32_t z = s.a[9 + j] ^ (m ? bytes_load_le32(m + 4 * j) : 0);
      c[4 * j] = (unsigned char) z;
      c[4 * j + 1] = (unsigned char) (z >> 8);
      c[4 * j + 2] = (unsigned char) (z >> 16);
      c[4 * j + 3] = (unsigned char) (z >> 24);
    }
    panama_iterate(&s, 0);
    c += 32;
    if (m) m += 32;
  }
  for (i = 0; i < len; ++i) {
    unsigned char z = (unsigned char) (s.a[9 + i / 4] >> 8 * (i % 4));
    c[i] = m ? (unsigned char) (m[i] ^ z) : z;
  }
}

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  panama_xor(c, 0, clen, n, k);
  return 0;
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  panama_xor(c, m, mlen, n, k);
  return 0;
}
