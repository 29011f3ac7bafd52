/* toy.h: a small deterministic hash, not SHA-256, for the fault fixtures. Reads all of its
   input before writing its output, so it works in place. Public domain (CC0). */
#ifndef TOY_H
#define TOY_H

static void toy_hash(unsigned char out[32], const unsigned char *in, unsigned long long inlen)
{
  unsigned char h[32];
  unsigned char acc = 0;
  unsigned long long i;
  for (i = 0; i < 32; ++i) h[i] = (unsigned char) i;
  for (i = 0; i < inlen; ++i) {
    acc = (unsigned char) (acc * 31 + in[i]);
    h[i % 32] ^= acc;
  }
  for (i = 0; i < 32; ++i) out[i] = h[i];
}

#endif
