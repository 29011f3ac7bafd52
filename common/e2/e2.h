/*
 * e2/e2.h: E2, NTT's AES candidate (M. Kanda, S. Moriai, K. Aoki, H. Ueda, M. Ohkubo,
 * Y. Takashima, K. Ohta, T. Matsumoto, "Specification of E2 - a 128-bit Block Cipher", 1998):
 * an initial transformation (XOR a key, multiply each big-endian 32-bit word by an odd key
 * word mod 2^32, byte permutation BP), 12 Feistel rounds of F(x, k) = BRL(S(P(S(x ^ k1)) ^ k2))
 * on 64-bit halves, and the inverse final transformation (BP^-1, division by odd key words,
 * XOR). S is the byte S-box (e2/sbox.h), P an XOR network over the 8 bytes, BRL a rotation by
 * one byte. The 16 subkeys come from nine calls of the key schedule's G (the first one's
 * output dropped), which runs the key's four 8-byte parts and a chaining value through S and
 * P; keys of 16 or 24 bytes are extended with S^3(V) and S^4(V), V = 0123456789abcdef.
 * Not constant time: S is a table indexed by secret bytes.
 * Public domain (CC0).
 */
#ifndef E2_E2_H
#define E2_E2_H

#include <stdint.h>
#include <string.h>
#include "compiler/bytes.h"
#include "e2/sbox.h"

typedef struct {
  unsigned char round[12][16];      /* k1 || k2 of each round */
  unsigned char xor_in[16], mul_in[16], div_out[16], xor_out[16];
} e2_key;

static inline void e2_s(unsigned char *a, int n)
{
  int i;
  for (i = 0; i < n; ++i) a[i] = e2_sbox[a[i]];
}

/* P: the linear layer of section 2.4, in place on 8 bytes */
static inline void e2_p(unsigned char a[8])
{
  int i;
  for (i = 0; i < 4; ++i) a[7 - i] ^= a[3 - i];
  a[3] ^= a[5]; a[2] ^= a[4]; a[1] ^= a[7]; a[0] ^= a[6];
  a[7] ^= a[2]; a[6] ^= a[1]; a[5] ^= a[0]; a[4] ^= a[3];
  for (i = 0; i < 4; ++i) a[3 - i] ^= a[7 - i];
}

/* G: each 8-byte part of x through S and P (kept), the chaining value v likewise and XORed
   with it; y receives the four chaining values */
static inline void e2_g(unsigned char x[32], unsigned char v[8], unsigned char y[32])
{
  int i, j;
  for (i = 0; i < 32; i += 8) {
    e2_s(x + i, 8);
    e2_p(x + i);
    e2_s(v, 8);
    e2_p(v);
    for (j = 0; j < 8; ++j) y[i + j] = v[j] ^= x[i + j];
  }
}

static inline void e2_setup(e2_key *key, const unsigned char *k, int keybytes)
{
  static const unsigned char v0[8] = {0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef};
  unsigned char x[32], v[8], y[32], ext[16], *sub[16];
  int i, half, l;
  memcpy(ext, v0, 8);
  for (i = 0; i < 3; ++i) e2_s(ext, 8);          /* ext = S^3(V) || S^4(V) */
  memcpy(ext + 8, ext, 8);
  e2_s(ext + 8, 8);
  memcpy(x, k, (size_t) keybytes);
  memcpy(x + keybytes, ext + keybytes - 16, (size_t) (32 - keybytes));
  memcpy(v, v0, 8);
  for (i = 0; i < 12; ++i) sub[i] = key->round[i];
  sub[12] = key->xor_in; sub[13] = key->mul_in; sub[14] = key->div_out; sub[15] = key->xor_out;
  e2_g(x, v, y);
  for (i = 0; i < 8; ++i) {
    int b = i / 2 * 4 + i % 2 * 2;
    e2_g(x, v, y);
    for (half = 0; half < 2; ++half, ++b)
      for (l = 0; l < 4; ++l) {
        int s = half * 16 + l;
        sub[2 * l][b] = y[s];
        sub[2 * l + 1][b] = y[s + 8];
        sub[2 * l + 8][b] = y[s + 4];
        sub[2 * l + 9][b] = y[s + 12];
      }
  }
}

/* the inverse of an odd x mod 2^32 (Newton: each step doubles the correct low bits) */
static inline uint32_t e2_inverse(uint32_t x)
{
  uint32_t y = x;                                 /* correct to 3 bits: x * x = 1 mod 8 */
  int i;
  for (i = 0; i < 4; ++i) y *= 2 - x * y;
  return y;
}

/* BP: byte i of word j goes to word j - i (mod 4); inverse: to word j + i */
static inline void e2_bp(unsigned char a[16], int inverse)
{
  unsigned char t[16];
  int i, j;
  for (j = 0; j < 4; ++j)
    for (i = 0; i < 4; ++i) t[4 * ((j + (inverse ? i : 4 - i)) & 3) + i] = a[4 * j + i];
  memcpy(a, t, 16);
}

static inline void e2_encrypt(unsigned char out[16], const unsigned char in[16], const e2_key *key)
{
  unsigned char s[16], t[8], *l = s, *r = s + 8, *swap;
  int i, round;
  for (i = 0; i < 16; ++i) s[i] = in[i] ^ key->xor_in[i];
  for (i = 0; i < 16; i += 4)
    bytes_store_be32(s + i, bytes_load_be32(s + i) * (bytes_load_be32(key->mul_in + i) | 1));
  e2_bp(s, 0);
  for (round = 0; round < 12; ++round) {
    for (i = 0; i < 8; ++i) t[i] = r[i] ^ key->round[round][i];
    e2_s(t, 8);
    e2_p(t);
    for (i = 0; i < 8; ++i) t[i] ^= key->round[round][8 + i];
    e2_s(t, 8);
    for (i = 0; i < 8; ++i) l[i] ^= t[(i + 1) & 7];               /* BRL */
    swap = l; l = r; r = swap;
  }
  memcpy(out, r, 8);                                              /* no swap after the last */
  memcpy(out + 8, l, 8);
  e2_bp(out, 1);
  for (i = 0; i < 16; i += 4)
    bytes_store_be32(out + i,
                     bytes_load_be32(out + i) * e2_inverse(bytes_load_be32(key->div_out + i) | 1));
  for (i = 0; i < 16; ++i) out[i] ^= key->xor_out[i];
}

#endif
