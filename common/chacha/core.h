/*
 * chacha/core.h: the ChaCha block function, portable C.
 * Specified in D. J. Bernstein, "ChaCha, a variant of Salsa20" (2008), in its original form:
 * 64-bit block counter in words 12-13, 64-bit nonce in words 14-15 (not RFC 8439's 32/96 split).
 * Used by crypto_stream/chacha8, chacha12, chacha20 and by the harness's randombytes.
 * Public domain (CC0).
 */
#ifndef CHACHA_CORE_H
#define CHACHA_CORE_H

#include <stdint.h>
#include "compiler/bytes.h"

#define CHACHA_ROTL(v, c) (((v) << (c)) | ((v) >> (32 - (c))))
#define CHACHA_QR(a, b, c, d) \
  a += b; d ^= a; d = CHACHA_ROTL(d, 16); c += d; b ^= c; b = CHACHA_ROTL(b, 12); \
  a += b; d ^= a; d = CHACHA_ROTL(d, 8);  c += d; b ^= c; b = CHACHA_ROTL(b, 7);

/* The input state: "expand 32-byte k", the key, counter (words 12-13), nonce (14-15). */
static inline void chacha_setup(uint32_t s[16], const unsigned char k[32], const unsigned char n[8],
                                uint64_t counter)
{
  static const unsigned char sigma[16] = "expand 32-byte k";
  int i;
  for (i = 0; i < 4; ++i) s[i] = bytes_load_le32(sigma + 4 * i);
  for (i = 0; i < 8; ++i) s[4 + i] = bytes_load_le32(k + 4 * i);
  s[12] = (uint32_t) counter;
  s[13] = (uint32_t) (counter >> 32);
  s[14] = bytes_load_le32(n);
  s[15] = bytes_load_le32(n + 4);
}

/* out = one 64-byte keystream block of the state s after `rounds` rounds (even). */
static inline void chacha_block(unsigned char out[64], const uint32_t s[16], int rounds)
{
  uint32_t x[16];
  int i;
  for (i = 0; i < 16; ++i) x[i] = s[i];
  for (i = 0; i < rounds; i += 2) {
    CHACHA_QR(x[0], x[4], x[8], x[12])
    CHACHA_QR(x[1], x[5], x[9], x[13])
    CHACHA_QR(x[2], x[6], x[10], x[14])
    CHACHA_QR(x[3], x[7], x[11], x[15])
    CHACHA_QR(x[0], x[5], x[10], x[15])
    CHACHA_QR(x[1], x[6], x[11], x[12])
    CHACHA_QR(x[2], x[7], x[8], x[13])
    CHACHA_QR(x[3], x[4], x[9], x[14])
  }
  for (i = 0; i < 16; ++i) bytes_store_le32(out + 4 * i, x[i] + s[i]);
}

/* c[0..len) = m XOR keystream of the state s (m may be 0 for the plain keystream), blocks
   from the 64-bit counter in s[12..13] on. The key and nonce are read once, before any output
   is written, so c may overlap k or n (try checks c = k and c = n). */
static inline void chacha_xor_state(unsigned char *c, const unsigned char *m, unsigned long long len,
                                    const uint32_t s[16], int rounds)
{
  unsigned char block[64];
  uint32_t x[16];
  unsigned long long i;
  for (i = 0; i < 16; ++i) x[i] = s[i];
  while (len > 0) {
    unsigned long long take = len < 64 ? len : 64;
    chacha_block(block, x, rounds);
    for (i = 0; i < take; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ block[i]);
    c += take;
    if (m) m += take;
    len -= take;
    if (++x[12] == 0) ++x[13];
  }
}

/* c[0..len) = m XOR keystream (m may be 0 for the plain keystream); counter starts at 0. */
static inline void chacha_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                              const unsigned char n[8], const unsigned char k[32], int rounds)
{
  uint32_t s[16];
  chacha_setup(s, k, n, 0);
  chacha_xor_state(c, m, len, s, rounds);
}

#undef CHACHA_QR
#undef CHACHA_ROTL

#endif
