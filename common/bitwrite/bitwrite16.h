/*
 * bitwrite/bitwrite16.h: bitwrite16(h, hlen, m, mlen), SUPERCOP's crypto_xof_bitwrite16 (the
 * error-vector writer of Classic McEliece): h[0..hlen) cleared, then for each 16-bit
 * little-endian word p of m (whole pairs; an odd last byte is ignored), bit p mod 8 set in
 * byte p >> 3 (and in every byte whose index agrees with it mod 8192). Constant time in the
 * positions: each of them is compared with every byte index, and the bit is set under masks.
 * Public domain (CC0).
 */
#ifndef BITWRITE_BITWRITE16_H
#define BITWRITE_BITWRITE16_H

#include "crypto_uint8.h"
#include "crypto_uint16.h"

static inline void bitwrite16(unsigned char *h, long long hlen, const unsigned char *m, long long mlen)
{
  long long i;

  for (i = 0; i < hlen; ++i) h[i] = 0;
  for (; mlen >= 2; m += 2, mlen -= 2) {
    crypto_uint16 position = crypto_uint16_load(m);
    crypto_uint8 bit = crypto_uint8_shlmod(1, (crypto_uint8) position);  /* 1 << (position & 7) */
    crypto_uint16 byte = (crypto_uint16) (position >> 3);
    for (i = 0; i < hlen; ++i)
      h[i] |= bit & (crypto_uint8) crypto_uint16_equal_mask((crypto_uint16) (i & 0x1fff), byte);
  }
}

#endif
