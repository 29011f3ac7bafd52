/*
 * aes/ctr.h: the two counter layouts of SUPERCOP's AES stream ciphers, in portable C.
 *   AES_COUNTER_BE128    crypto_stream/aes128ctr, aes192ctr, aes256ctr: the 16-byte nonce is
 *                        the first counter block, incremented as a 128-bit big-endian integer
 *                        (NIST SP 800-38A, appendix B.1 with m = 128).
 *   AES_COUNTER_ESTREAM  crypto_stream/aes128estream, aes256estream (the AES-CTR of the
 *                        eSTREAM benchmarks, H. Wu's and D. J. Bernstein's code in SUPERCOP):
 *                        the first 4 bytes of the nonce are a 32-bit little-endian counter,
 *                        incremented modulo 2^32 with no carry into bytes 4..15.
 * Block i of the keystream is AES_k(counter block i). The vector implementations compute the
 * same blocks in registers; this file is what they must agree with. Public domain (CC0).
 */
#ifndef AES_CTR_H
#define AES_CTR_H

#include <stdint.h>
#include "compiler/bytes.h"

#define AES_COUNTER_BE128 0
#define AES_COUNTER_ESTREAM 1

/* b = counter block number i of nonce n (the nonce is public: branches on it are fine) */
static inline void aes_counter_block(unsigned char b[16], const unsigned char n[16], uint64_t i,
                                     int layout)
{
  int j;
  for (j = 0; j < 16; ++j) b[j] = n[j];
  if (layout == AES_COUNTER_ESTREAM) {
    uint32_t x = (uint32_t) n[0] | (uint32_t) n[1] << 8 | (uint32_t) n[2] << 16
               | (uint32_t) n[3] << 24;
    x += (uint32_t) i;
    for (j = 0; j < 4; ++j) b[j] = (unsigned char) (x >> 8 * j);
  } else {
    uint64_t hi = bytes_load_be64(n), lo = bytes_load_be64(n + 8);
    hi += lo + i < lo;                                       /* the carry out of the low half */
    bytes_store_be64(b, hi);
    bytes_store_be64(b + 8, lo + i);
  }
}

#endif
