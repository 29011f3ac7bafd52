/* toystream.h: a small deterministic stream cipher (no security at all) for the fault
   fixtures: byte i of the keystream from a 32-byte key and an 8-byte nonce. Public domain (CC0). */
#ifndef TOYSTREAM_H
#define TOYSTREAM_H

static unsigned char toy_stream_byte(const unsigned char *k, const unsigned char *n,
                                     unsigned long long i)
{
  return (unsigned char) (k[i % 32] ^ n[i % 8] ^ (i * 29) ^ (i >> 8));
}

/* c = m XOR keystream; key and nonce copied first, so c may overlap any input */
static void toy_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                           const unsigned char *n, const unsigned char *k)
{
  unsigned char key[32], nonce[8];
  unsigned long long i;
  for (i = 0; i < 32; ++i) key[i] = k[i];
  for (i = 0; i < 8; ++i) nonce[i] = n[i];
  for (i = 0; i < mlen; ++i) c[i] = m[i] ^ toy_stream_byte(key, nonce, i);
}

#endif
