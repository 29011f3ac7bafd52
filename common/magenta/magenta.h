/*
 * magenta/magenta.h: MAGENTA, the Deutsche Telekom AES candidate (M. J. Jacobson, Jr. and
 * K. Huber, "The MAGENTA Block Cipher Algorithm", 1998): a 6-round (128- and 192-bit keys)
 * or 8-round (256-bit keys) Feistel cipher on 16-byte blocks, whose round function is four
 * layers of the "fast Hadamard transform" shuffle PE over bytes, f(x) = alpha^x in GF(2^8)
 * mod x^8 + x^6 + x^5 + x^2 + 1, applied three times with feedback.
 * Not constant time: f is a table indexed by secret bytes, as the design intends (its speed
 * argument is a 256-byte table); the table is made at key setup, 255 doublings.
 * Public domain (CC0).
 */
#ifndef MAGENTA_MAGENTA_H
#define MAGENTA_MAGENTA_H

#include <string.h>

typedef struct {
  unsigned char f[256];            /* f(x) = alpha^x, f(255) = 0 */
  unsigned char sk[8][8];          /* the round keys in round order */
  int rounds;
} magenta_key;

/* the key schedule of section 2: K1 K1 K2 K2 K1 K1 (16 bytes), K1 K2 K3 K3 K2 K1 (24),
   K1 K2 K3 K4 K4 K3 K2 K1 (32): a palindrome of the key's 8-byte words */
static inline void magenta_setup(magenta_key *key, const unsigned char *k, int keybytes)
{
  static const unsigned char order16[6] = {0, 0, 1, 1, 0, 0}, order24[6] = {0, 1, 2, 2, 1, 0},
                             order32[8] = {0, 1, 2, 3, 3, 2, 1, 0};
  const unsigned char *order = keybytes == 16 ? order16 : keybytes == 24 ? order24 : order32;
  unsigned x = 1;
  int i;
  for (i = 0; i < 255; ++i) {
    key->f[i] = (unsigned char) x;
    x <<= 1;
    if (x & 0x100) x ^= 0x165;
  }
  key->f[255] = 0;
  key->rounds = keybytes == 32 ? 8 : 6;
  for (i = 0; i < key->rounds; ++i) memcpy(key->sk[i], k + 8 * order[i], 8);
}

/* T(w) = pi(pi(pi(pi(w)))), pi(w) = (PE(w0, w8), ..., PE(w7, w15)), PE(x, y) = (A(x, y),
   A(y, x)), A(x, y) = f(x ^ f(y)) */
static inline void magenta_t(unsigned char w[16], const unsigned char f[256])
{
  unsigned char y[16];
  int r, i;
  for (r = 0; r < 4; ++r) {
    for (i = 0; i < 8; ++i) {
      y[2 * i] = f[w[i] ^ f[w[i + 8]]];
      y[2 * i + 1] = f[w[i + 8] ^ f[w[i]]];
    }
    memcpy(w, y, 16);
  }
}

/* E(3)(x2, sk): C(1) = T(w), C(j) = T(w ^ S(C(j - 1))) with w = x2 || sk, S the even bytes
   then the odd ones; the result is the first half of S(C(3)), the even bytes of C(3) */
static inline void magenta_e3(unsigned char out[8], const unsigned char x2[8],
                              const unsigned char sk[8], const unsigned char f[256])
{
  unsigned char w[16], c[16];
  int j, i;
  memcpy(w, x2, 8);
  memcpy(w + 8, sk, 8);
  memcpy(c, w, 16);
  magenta_t(c, f);
  for (j = 2; j <= 3; ++j) {
    unsigned char s[16];
    for (i = 0; i < 8; ++i) {
      s[i] = w[i] ^ c[2 * i];
      s[i + 8] = w[i + 8] ^ c[2 * i + 1];
    }
    memcpy(c, s, 16);
    magenta_t(c, f);
  }
  for (i = 0; i < 8; ++i) out[i] = c[2 * i];
}

/* one block: (x1, x2) -> (x2, x1 ^ E(3)(x2, sk)) for each round key in turn */
static inline void magenta_encrypt(unsigned char out[16], const unsigned char in[16],
                                   const magenta_key *key)
{
  unsigned char x[16], e[8];
  int r, i;
  memcpy(x, in, 16);
  for (r = 0; r < key->rounds; ++r) {
    magenta_e3(e, x + 8, key->sk[r], key->f);
    for (i = 0; i < 8; ++i) {
      unsigned char t = x[i] ^ e[i];
      x[i] = x[i + 8];
      x[i + 8] = t;
    }
  }
  memcpy(out, x, 16);
}

#endif
