/*
 * romulus/tbc.h: what Romulus-N, -M and -T share: SKINNY-128-384+ as a tweakable block cipher
 * with TK1 = a 56-bit counter || a domain byte || 0^64, TK2 = a block (nonce, AD, or zero),
 * TK3 = the key; the counter (doubling in GF(2^56) mod x^56 + x^7 + x^4 + x^2 + 1); the
 * feedback G and the padding. The including file first includes a SKINNY-128-384+
 * (skinny128/rows.h or another with the same interface).
 * Specified in C. Guo, T. Iwata, M. Khairallah, K. Minematsu, T. Peyrin, "Romulus v1.3",
 * NIST LWC finalist (2021), section 2. Public domain (CC0).
 */
#ifndef ROMULUS_TBC_H
#define ROMULUS_TBC_H

#include <stdint.h>
#include <string.h>
#include "crypto_aead.h"
#include "crypto_declassify.h"
#include "crypto_uint8.h"

#define ROMULUS_TAGBYTES 16

/* The counter: 56 bits, starting at 1 (public: it counts blocks). */
static inline uint64_t romulus_next(uint64_t cnt)
{
  cnt <<= 1;
  return (cnt & 0x00ffffffffffffff) ^ (-(cnt >> 56 & 1) & 0x95);
}

/* key: the schedule of TK3 = k alone. */
static inline void romulus_key(skinny128_schedule *key, const unsigned char k[16])
{
  skinny128_schedule_init(key);
  skinny128_schedule_add(key, k, 3);
}

/* rk: key's schedule with TK2 = t added (for a TK2 used many times: the nonce). */
static inline void romulus_tweak(skinny128_schedule *rk, const skinny128_schedule *key,
                                 const unsigned char t[16])
{
  *rk = *key;
  skinny128_schedule_add(rk, t, 2);
}

/* TK1's rows: cnt (7 bytes, little-endian), d, zeros. */
static inline void romulus_tk1(uint32_t tk1[4], uint64_t cnt, unsigned d)
{
  tk1[0] = (uint32_t) cnt;
  tk1[1] = (uint32_t) (cnt >> 32) | (uint32_t) d << 24;
  tk1[2] = tk1[3] = 0;
}

/* s enciphered with TK1 = cnt (7 bytes, little-endian) || d || 0^64 and TK2, TK3 in rk. */
static inline void romulus_encipher(unsigned char s[16], uint64_t cnt, unsigned d,
                                    const skinny128_schedule *rk)
{
  uint32_t tk1[4];
  romulus_tk1(tk1, cnt, d);
  skinny128_encrypt(s, tk1, rk);
}

/* s enciphered with TK1 = cnt || d || 0^64, TK2 = t and TK3 (and the constants) in key. */
static inline void romulus_encipher_tweak(unsigned char s[16], uint64_t cnt, unsigned d,
                                          const skinny128_schedule *key, const unsigned char t[16])
{
  uint32_t tk1[4];
  romulus_tk1(tk1, cnt, d);
  skinny128_encrypt_tweakey(s, tk1, t, 0, key);
}

/* G: each byte x7..x0 becomes x7^x0, x7..x1 (the output mask of Romulus-N and -M). */
static inline void romulus_g(unsigned char out[16], const unsigned char s[16])
{
  int i;
  for (i = 0; i < 16; ++i) out[i] = (unsigned char) ((s[i] >> 1) ^ (s[i] & 0x80) ^ (s[i] << 7));
}

/* One full block of the Romulus-N and -M encryption: out = G(s) ^ in, and s absorbs the
   plaintext (in when encrypting, out when decrypting). out may be in. Computed in local
   blocks, each written once, which compilers turn into a few vector operations. */
static inline void romulus_crypt_block(unsigned char s[16], unsigned char *out,
                                       const unsigned char *in, int decrypting)
{
  unsigned char g[16], o[16], t[16];
  unsigned char plaintext_is_out = (unsigned char) -decrypting;   /* public */
  int i;
  romulus_g(g, s);
  for (i = 0; i < 16; ++i) {
    o[i] = (unsigned char) (g[i] ^ in[i]);
    t[i] = (unsigned char) (s[i] ^ in[i] ^ (g[i] & plaintext_is_out));
  }
  memcpy(out, o, 16);
  memcpy(s, t, 16);
}

/* len <= 16 bytes padded to a block: zeros, the length in the last byte (a full block as is). */
static inline void romulus_pad(unsigned char out[16], const unsigned char *in, unsigned len)
{
  memset(out, 0, 16);
  memcpy(out, in, len);
  if (len < 16) out[15] = (unsigned char) len;
}

static void romulus_xor(unsigned char *s, const unsigned char *p, unsigned len)
{
  unsigned i;
  for (i = 0; i < len; ++i) s[i] ^= p[i];
}

/* 0 when the len bytes at a and b agree, 1 otherwise (declassified: the verdict only). */
static int romulus_differ(const unsigned char *a, const unsigned char *b, unsigned len)
{
  unsigned i;
  uint8_t d = 0;
  int reject;
  for (i = 0; i < len; ++i) d |= a[i] ^ b[i];
  reject = (int) crypto_uint8_nonzero_01(d);
  crypto_declassify(&reject, sizeof reject);
  return reject;
}

#endif
