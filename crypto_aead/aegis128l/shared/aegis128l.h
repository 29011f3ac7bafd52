/*
 * aegis128l/shared/aegis128l.h: AEGIS-128L (H. Wu, B. Preneel, "AEGIS: A Fast Authenticated
 * Encryption Algorithm (v1.1)", CAESAR final portfolio, 2016, section 2.3), SUPERCOP's
 * crypto_aead/aegis128l: 16-byte key and nonce, 16-byte tag appended. The state is eight
 * 16-byte blocks; each step applies one AES round to all eight (S_i <- AESRound(S_(i-1), S_i))
 * and injects 32 bytes of message.
 * The including implementation defines the block type and its operations first:
 *   aegis_block                        16 bytes
 *   aegis_load(p), aegis_store(p, x)   from and to bytes
 *   aegis_xor(a, b), aegis_and(a, b)
 *   aegis_update(s, m0, m1)            the state update: s[i] = AESRound(s[i-1], s[i]) for all
 *                                      i at once (s[-1] = s[7]), then s[0] ^= m0, s[4] ^= m1
 * and, if it can build the lengths block without going through memory (AEGIS_LENGTHS defined):
 *   aegis_lengths(adlen, len)          the bit lengths, 64-bit little-endian each
 * and, if it keeps more than the eight blocks (AEGIS_BLOCKS of them, the eight first):
 *   aegis_prepare(s)                   the others, from the eight, once they are set
 *   aegis_update_late(s, m0, m1)       the update when m0 and m1 come late: decryption makes
 *                                      them from this state's keystream
 * and, if it decrypts whole blocks on its own (AEGIS_DECRYPT_BLOCKS defined):
 *   aegis_decrypt_blocks(s, out, in, n)  n > 0 blocks of 32 bytes, as aegis_crypt's loop would
 * Constant time if those are. Outputs may equal inputs: the key and nonce go into the state
 * and ad is absorbed before anything is written, and each 32 bytes are read before the same
 * 32 bytes are written. Public domain (CC0).
 */
#include <stdint.h>
#include <string.h>
#include "crypto_aead.h"
#include "crypto_declassify.h"

#ifndef AEGIS_BLOCKS
#define AEGIS_BLOCKS 8
#define aegis_prepare(s) ((void) (s))
#define aegis_update_late aegis_update
#endif

/* the Fibonacci numbers mod 256: const0, then const1 */
static const unsigned char aegis_constants[32] = {
  0x00, 0x01, 0x01, 0x02, 0x03, 0x05, 0x08, 0x0d, 0x15, 0x22, 0x37, 0x59, 0x90, 0xe9, 0x79, 0x62,
  0xdb, 0x3d, 0x18, 0x55, 0x6d, 0xc2, 0x2f, 0xf1, 0x20, 0x11, 0x31, 0x42, 0x73, 0xb5, 0x28, 0xdd
};

static inline void aegis_init(aegis_block *s, const unsigned char *k, const unsigned char *n)
{
  aegis_block key = aegis_load(k), nonce = aegis_load(n);
  aegis_block c0 = aegis_load(aegis_constants), c1 = aegis_load(aegis_constants + 16);
  int i;
  s[0] = s[4] = aegis_xor(key, nonce);
  s[1] = s[3] = c1;
  s[2] = c0;
  s[5] = s[7] = aegis_xor(key, c0);
  s[6] = aegis_xor(key, c1);
  aegis_prepare(s);
  for (i = 0; i < 10; ++i) aegis_update(s, nonce, key);
}

/* the 32 bytes of keystream that hide the next message block */
static inline void aegis_keystream(aegis_block z[2], const aegis_block *s)
{
  z[0] = aegis_xor(aegis_xor(s[1], s[6]), aegis_and(s[2], s[3]));
  z[1] = aegis_xor(aegis_xor(s[2], s[5]), aegis_and(s[6], s[7]));
}

/* len bytes of p (at most 32) into a zero-padded block */
static inline void aegis_pad(unsigned char b[32], const unsigned char *p, uint64_t len)
{
  uint64_t i;
  for (i = 0; i < 32; ++i) b[i] = i < len ? p[i] : 0;
}

static inline void aegis_absorb(aegis_block *s, const unsigned char *ad, uint64_t adlen)
{
  unsigned char b[32];
  for (; adlen >= 32; ad += 32, adlen -= 32) aegis_update(s, aegis_load(ad), aegis_load(ad + 16));
  if (adlen == 0) return;
  aegis_pad(b, ad, adlen);
  aegis_update(s, aegis_load(b), aegis_load(b + 16));
}

/* out = in XOR keystream; the state absorbs the plaintext (in when encrypting) */
static inline void aegis_crypt(aegis_block *s, unsigned char *out, const unsigned char *in,
                               uint64_t len, int decrypt)
{
  aegis_block z[2], x0, x1, y0, y1;
  unsigned char b[32];
  uint64_t i;
#ifdef AEGIS_DECRYPT_BLOCKS
  if (decrypt && len >= 32) {
    aegis_decrypt_blocks(s, out, in, len / 32);
    in += len - len % 32;
    out += len - len % 32;
    len %= 32;
  }
#endif
  for (; len >= 32; in += 32, out += 32, len -= 32) {
    aegis_keystream(z, s);
    x0 = aegis_load(in);
    x1 = aegis_load(in + 16);
    y0 = aegis_xor(x0, z[0]);
    y1 = aegis_xor(x1, z[1]);
    aegis_store(out, y0);
    aegis_store(out + 16, y1);
    if (decrypt) aegis_update_late(s, y0, y1);
    else aegis_update(s, x0, x1);
  }
  if (len == 0) return;
  aegis_keystream(z, s);
  aegis_pad(b, in, len);
  x0 = aegis_load(b);
  x1 = aegis_load(b + 16);
  aegis_store(b, aegis_xor(x0, z[0]));
  aegis_store(b + 16, aegis_xor(x1, z[1]));
  for (i = 0; i < len; ++i) out[i] = b[i];
  if (decrypt) {                         /* the plaintext, padded with zeros, is absorbed */
    aegis_pad(b, b, len);
    x0 = aegis_load(b);
    x1 = aegis_load(b + 16);
  }
  if (decrypt) aegis_update_late(s, x0, x1);
  else aegis_update(s, x0, x1);
}

#ifndef AEGIS_LENGTHS
/* the bit lengths of the associated data and the message, 64-bit little-endian each */
static inline aegis_block aegis_lengths(uint64_t adlen, uint64_t len)
{
  unsigned char b[16];
  int i;
  for (i = 0; i < 8; ++i) {
    b[i] = (unsigned char) ((adlen << 3) >> 8 * i);
    b[8 + i] = (unsigned char) ((len << 3) >> 8 * i);
  }
  return aegis_load(b);
}
#endif

static inline aegis_block aegis_tag(aegis_block *s, uint64_t adlen, uint64_t len)
{
  aegis_block t;
  int i;
  t = aegis_xor(aegis_lengths(adlen, len), s[2]);
  for (i = 0; i < 7; ++i) aegis_update(s, t, t);
  t = s[0];
  for (i = 1; i < 7; ++i) t = aegis_xor(t, s[i]);
  return t;
}

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen, const unsigned char *m,
                        unsigned long long mlen, const unsigned char *ad,
                        unsigned long long adlen, const unsigned char *nsec,
                        const unsigned char *npub, const unsigned char *k)
{
  aegis_block s[AEGIS_BLOCKS];
  (void) nsec;
  aegis_init(s, k, npub);
  aegis_absorb(s, ad, adlen);
  aegis_crypt(s, c, m, mlen, 0);
  aegis_store(c + mlen, aegis_tag(s, adlen, mlen));
  *clen = mlen + 16;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  aegis_block s[AEGIS_BLOCKS];
  unsigned char d[16];
  unsigned long long len, i;
  uint64_t w[2], diff;
  (void) nsec;
  if (clen < 16) return -1;
  len = clen - 16;
  aegis_init(s, k, npub);
  aegis_absorb(s, ad, adlen);
  aegis_crypt(s, m, c, len, 1);
  aegis_store(d, aegis_xor(aegis_tag(s, adlen, len), aegis_load(c + len)));
  memcpy(w, d, 16);
  diff = w[0] | w[1];
  crypto_declassify(&diff, sizeof diff);          /* the verdict is public, not the tag */
  if (diff) {
    for (i = 0; i < len; ++i) m[i] = 0;         /* release no plaintext of a forgery */
    return -1;
  }
  *mlen = len;
  return 0;
}
