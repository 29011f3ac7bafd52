/*
 * verify/bytes.h: verify_bytes(x, y, n), 0 when the n bytes at x and y are equal and -1 when
 * they differ, in constant time: every byte is read, and the result is made from the OR of
 * their differences by cryptoint's nonzero_mask, not by a comparison the compiler could turn
 * into an early exit. (SUPERCOP's crypto_verify_N; include/crypto_verify_16.h, _32.h.)
 * Public domain (CC0).
 */
#ifndef VERIFY_BYTES_H
#define VERIFY_BYTES_H

#include "crypto_int32.h"

static inline int verify_bytes(const unsigned char *x, const unsigned char *y, long long n)
{
  int32_t differences = 0;
  long long i;
  for (i = 0; i < n; ++i) differences |= x[i] ^ y[i];
  return (int) crypto_int32_nonzero_mask(differences);
}

#endif
