/*
 * salsa20/core.h: the Salsa20 core function, portable C.
 * Specified in D. J. Bernstein, "The Salsa20 family of stream ciphers" (2008), and
 * "Extending the Salsa20 nonce" (2011) for the HSalsa20 output selection.
 * Used by crypto_stream/salsa20* and xsalsa20, and by the harness's try checksum.
 * Public domain (CC0).
 */
#ifndef SALSA20_CORE_H
#define SALSA20_CORE_H

#include <stdint.h>
#include "compiler/bytes.h"

#define SALSA20_ROTL(v, c) (((v) << (c)) | ((v) >> (32 - (c))))
#define SALSA20_QR(a, b, c, d) \
  b ^= SALSA20_ROTL(a + d, 7); c ^= SALSA20_ROTL(b + a, 9); \
  d ^= SALSA20_ROTL(c + b, 13); a ^= SALSA20_ROTL(d + c, 18);

/* x = rounds of Salsa20 applied to x (rounds even: column round, row round, ...). */
static inline void salsa20_rounds(uint32_t x[16], int rounds)
{
  int i;
  for (i = 0; i < rounds; i += 2) {
    SALSA20_QR(x[0], x[4], x[8], x[12])
    SALSA20_QR(x[5], x[9], x[13], x[1])
    SALSA20_QR(x[10], x[14], x[2], x[6])
    SALSA20_QR(x[15], x[3], x[7], x[11])
    SALSA20_QR(x[0], x[1], x[2], x[3])
    SALSA20_QR(x[5], x[6], x[7], x[4])
    SALSA20_QR(x[10], x[11], x[8], x[9])
    SALSA20_QR(x[15], x[12], x[13], x[14])
  }
}

/* The input block: the 16-byte constant c on the diagonal (words 0, 5, 10, 15), key in words
   1..4 and 11..14, the 16 input bytes (nonce, then block counter) in words 6..9. The ciphers
   use "expand 32-byte k" (salsa20_setup); SUPERCOP's crypto_core_salsa20 takes c as input. */
static inline void salsa20_setup_constant(uint32_t x[16], const unsigned char in[16],
                                          const unsigned char k[32], const unsigned char c[16])
{
  int i;
  for (i = 0; i < 4; ++i) {
    x[5 * i] = bytes_load_le32(c + 4 * i);
    x[1 + i] = bytes_load_le32(k + 4 * i);
    x[6 + i] = bytes_load_le32(in + 4 * i);
    x[11 + i] = bytes_load_le32(k + 16 + 4 * i);
  }
}

/* The constant of a 32-byte key; with its terminating zero, so that C++ takes the string too
   (a SUPERCOP folder in C++ may include crypto_core_salsa20.h and its kin). */
static const unsigned char salsa20_sigma[17] = "expand 32-byte k";

static inline void salsa20_setup(uint32_t x[16], const unsigned char in[16], const unsigned char k[32])
{
  salsa20_setup_constant(x, in, k, salsa20_sigma);
}

/* out = Salsa20 core (with the feed-forward addition) of the block above. */
static inline void salsa20_core_constant(unsigned char out[64], const unsigned char in[16],
                                         const unsigned char k[32], const unsigned char c[16],
                                         int rounds)
{
  uint32_t x[16], y[16];
  int i;
  salsa20_setup_constant(x, in, k, c);
  for (i = 0; i < 16; ++i) y[i] = x[i];
  salsa20_rounds(x, rounds);
  for (i = 0; i < 16; ++i) bytes_store_le32(out + 4 * i, x[i] + y[i]);
}

static inline void salsa20_core(unsigned char out[64], const unsigned char in[16],
                                const unsigned char k[32], int rounds)
{
  salsa20_core_constant(out, in, k, salsa20_sigma, rounds);
}

/* HSalsa20: no feed-forward, output words 0,5,10,15,6,7,8,9 (XSalsa20 key derivation). */
static inline void hsalsa20_constant(unsigned char out[32], const unsigned char in[16],
                                     const unsigned char k[32], const unsigned char c[16],
                                     int rounds)
{
  static const int pick[8] = { 0, 5, 10, 15, 6, 7, 8, 9 };
  uint32_t x[16];
  int i;
  salsa20_setup_constant(x, in, k, c);
  salsa20_rounds(x, rounds);
  for (i = 0; i < 8; ++i) bytes_store_le32(out + 4 * i, x[pick[i]]);
}

static inline void hsalsa20(unsigned char out[32], const unsigned char in[16],
                            const unsigned char k[32], int rounds)
{
  hsalsa20_constant(out, in, k, salsa20_sigma, rounds);
}

/* c[0..len) = m XOR keystream of the input block s (m may be 0 for the plain keystream),
   blocks from the 64-bit counter in s[8..9] on. The key and nonce are read into s before
   any output is written, so c may overlap them. */
static inline void salsa20_xor_state(unsigned char *c, const unsigned char *m, unsigned long long len,
                                     const uint32_t s[16], int rounds)
{
  unsigned char block[64];
  uint32_t x[16], y[16];
  unsigned long long i;
  for (i = 0; i < 16; ++i) y[i] = s[i];
  while (len > 0) {
    unsigned long long take = len < 64 ? len : 64;
    for (i = 0; i < 16; ++i) x[i] = y[i];
    salsa20_rounds(x, rounds);
    for (i = 0; i < 16; ++i) bytes_store_le32(block + 4 * i, x[i] + y[i]);
    for (i = 0; i < take; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ block[i]);
    c += take;
    if (m) m += take;
    len -= take;
    if (++y[8] == 0) ++y[9];
  }
}

/* The input block for the 8-byte nonce n, counter 0. */
static inline void salsa20_setup_nonce(uint32_t s[16], const unsigned char n[8],
                                       const unsigned char k[32])
{
  unsigned char in[16] = { 0 };
  int i;
  for (i = 0; i < 8; ++i) in[i] = n[i];
  salsa20_setup(s, in, k);
}

/* c[0..len) = m XOR the Salsa20 keystream for the 8-byte nonce n, counter from 0. */
static inline void salsa20_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                               const unsigned char n[8], const unsigned char k[32], int rounds)
{
  uint32_t s[16];
  salsa20_setup_nonce(s, n, k);
  salsa20_xor_state(c, m, len, s, rounds);
}

#undef SALSA20_QR
#undef SALSA20_ROTL

#endif
