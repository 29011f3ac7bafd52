/*
 * verify/tag.h: the end of an AEAD decryption: verify_tag(computed, received, n, m, mlen) is 0
 * when the n-byte tags are equal; otherwise it zeroes the mlen bytes of plaintext already
 * written at m (none of a forgery is released) and is -1. The comparison is verify_bytes's
 * (constant time); only its one-bit outcome is declassified before it is branched on.
 * Public domain (CC0).
 */
#ifndef VERIFY_TAG_H
#define VERIFY_TAG_H

#include <string.h>
#include "crypto_declassify.h"
#include "verify/bytes.h"

static inline int verify_tag(const unsigned char *computed, const unsigned char *received,
                             int n, unsigned char *m, unsigned long long mlen)
{
  int r = verify_bytes(computed, received, n);
  crypto_declassify(&r, sizeof r);
  if (r) memset(m, 0, mlen);
  return r;
}

#endif
