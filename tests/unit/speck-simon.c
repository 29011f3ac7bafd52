/*
 * tests/unit/speck-simon.c: the Speck and Simon block functions of common/speck/speck.h and
 * common/simon/simon.h on their own, against the designers' test vectors: R. Beaulieu et al.,
 * "The Simon and Speck Families of Lightweight Block Ciphers" (ePrint 2013/404), appendix B
 * (Simon) and appendix C (Speck), every variant with 32- or 64-bit words. Words are written
 * as in the paper: key k_{m-1} .. k_0, blocks (x, y). The key bytes handed to the expansion
 * are the words k_0 .. k_{m-1}, each little-endian (SUPERCOP's crypto_stream convention).
 * Exits nonzero on any failure. Public domain (CC0).
 */
#include <stdint.h>
#include <stdio.h>
#include "speck/speck.h"
#include "simon/simon.h"

struct vector {
  const char *name;
  int simon, wordbits, m, rounds;
  uint64_t z;            /* Simon's round-constant sequence */
  uint64_t key[4];       /* k_{m-1} .. k_0 */
  uint64_t pt[2], ct[2]; /* x, y */
};

static const struct vector vectors[] = {
  {"Simon64/96", 1, 32, 3, 42, SIMON_Z2, {0x13121110, 0x0b0a0908, 0x03020100},
   {0x6f722067, 0x6e696c63}, {0x5ca2e27f, 0x111a8fc8}},
  {"Simon64/128", 1, 32, 4, 44, SIMON_Z3, {0x1b1a1918, 0x13121110, 0x0b0a0908, 0x03020100},
   {0x656b696c, 0x20646e75}, {0x44c8fc20, 0xb9dfa07a}},
  {"Simon128/128", 1, 64, 2, 68, SIMON_Z2, {0x0f0e0d0c0b0a0908, 0x0706050403020100},
   {0x6373656420737265, 0x6c6c657661727420}, {0x49681b1e1e54fe3f, 0x65aa832af84e0bbc}},
  {"Simon128/192", 1, 64, 3, 69, SIMON_Z3,
   {0x1716151413121110, 0x0f0e0d0c0b0a0908, 0x0706050403020100},
   {0x206572656874206e, 0x6568772065626972}, {0xc4ac61effcdc0d4f, 0x6c9c8d6e2597b85b}},
  {"Simon128/256", 1, 64, 4, 72, SIMON_Z4,
   {0x1f1e1d1c1b1a1918, 0x1716151413121110, 0x0f0e0d0c0b0a0908, 0x0706050403020100},
   {0x74206e69206d6f6f, 0x6d69732061207369}, {0x8d2b5579afc8a3a0, 0x3bf72a87efe7b868}},
  {"Speck64/96", 0, 32, 3, 26, 0, {0x13121110, 0x0b0a0908, 0x03020100},
   {0x74614620, 0x736e6165}, {0x9f7952ec, 0x4175946c}},
  {"Speck64/128", 0, 32, 4, 27, 0, {0x1b1a1918, 0x13121110, 0x0b0a0908, 0x03020100},
   {0x3b726574, 0x7475432d}, {0x8c6fa548, 0x454e028b}},
  {"Speck128/128", 0, 64, 2, 32, 0, {0x0f0e0d0c0b0a0908, 0x0706050403020100},
   {0x6c61766975716520, 0x7469206564616d20}, {0xa65d985179783265, 0x7860fedf5c570d18}},
  {"Speck128/192", 0, 64, 3, 33, 0,
   {0x1716151413121110, 0x0f0e0d0c0b0a0908, 0x0706050403020100},
   {0x7261482066656968, 0x43206f7420746e65}, {0x1be4cf3a13135566, 0xf9bc185de03c1886}},
  {"Speck128/256", 0, 64, 4, 34, 0,
   {0x1f1e1d1c1b1a1918, 0x1716151413121110, 0x0f0e0d0c0b0a0908, 0x0706050403020100},
   {0x65736f6874206e49, 0x202e72656e6f6f70}, {0x4109010405c0f53e, 0x4eeeb48d9c188f43}},
};

/* Encrypts v's plaintext under v's key with the function under test; 1 when it gives v's
   ciphertext. */
static int check(const struct vector *v)
{
  unsigned char key[32] = {0};
  int i, b, wordbytes = v->wordbits / 8;
  uint64_t x = v->pt[0], y = v->pt[1];

  for (i = 0; i < v->m; ++i)
    for (b = 0; b < wordbytes; ++b)
      key[wordbytes * i + b] = (unsigned char) (v->key[v->m - 1 - i] >> 8 * b);
  if (v->wordbits == 32) {
    uint32_t rk[SIMON_MAXROUNDS], x32 = (uint32_t) x, y32 = (uint32_t) y;
    if (v->simon) {
      simon64_expand(rk, key, v->m, v->rounds, v->z);
      simon64_encrypt(&x32, &y32, rk, v->rounds);
    } else {
      speck64_expand(rk, key, v->m, v->rounds);
      speck64_encrypt(&x32, &y32, rk, v->rounds);
    }
    x = x32;
    y = y32;
  } else {
    uint64_t rk[SIMON_MAXROUNDS];
    if (v->simon) {
      simon128_expand(rk, key, v->m, v->rounds, v->z);
      simon128_encrypt(&x, &y, rk, v->rounds);
    } else {
      speck128_expand(rk, key, v->m, v->rounds);
      speck128_encrypt(&x, &y, rk, v->rounds);
    }
  }
  if (x == v->ct[0] && y == v->ct[1]) return 1;
  printf("FAIL %s: %016llx %016llx, expected %016llx %016llx\n", v->name,
         (unsigned long long) x, (unsigned long long) y, (unsigned long long) v->ct[0],
         (unsigned long long) v->ct[1]);
  return 0;
}

int main(void)
{
  unsigned i, n = sizeof vectors / sizeof vectors[0], passed = 0;
  for (i = 0; i < n; ++i) passed += (unsigned) check(&vectors[i]);
  printf("speck-simon: %u of %u paper vectors pass\n", passed, n);
  return passed == n ? 0 : 1;
}
