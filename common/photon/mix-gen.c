/*
 * photon/mix-gen.c: prints photon/mix-table.h, the tables of photon/permutation-avx512.h:
 * for each column k of MixColumnSerial's matrix M, the 128 bytes M[i][k] * S[v] at index
 * 16 i + v (S the PHOTON S-box, products in GF(16) modulo x^4 + x + 1).
 * Not part of any build: cc mix-gen.c && ./a.out > mix-table.h. Public domain (CC0).
 */
#include <stdio.h>

static const unsigned char m[8][8] = {
  { 2, 4, 2, 11, 2, 8, 5, 6 }, { 12, 9, 8, 13, 7, 7, 5, 2 },
  { 4, 4, 13, 13, 9, 4, 13, 9 }, { 1, 6, 5, 1, 12, 13, 15, 14 },
  { 15, 12, 9, 13, 14, 5, 14, 13 }, { 9, 14, 5, 15, 4, 12, 9, 6 },
  { 12, 2, 2, 10, 3, 1, 1, 14 }, { 15, 1, 13, 10, 5, 10, 2, 3 }
};
static const unsigned char sbox[16] = { 12, 5, 6, 11, 9, 0, 10, 13, 3, 14, 15, 8, 4, 7, 1, 2 };

static unsigned gf16_mul(unsigned a, unsigned b)
{
  unsigned r = 0;
  int i;
  for (i = 0; i < 4; ++i) {
    if ((b >> i) & 1) r ^= a;
    a = (a << 1) ^ ((a >> 3) & 1) * 0x13;
  }
  return r & 15;
}

int main(void)
{
  int k, i, v;
  printf("/* photon/mix-table.h: made by photon/mix-gen.c (M[i][k] * S[v] at [k][16 i + v]) */\n");
  printf("static const unsigned char photon_mix_sbox[8][128] = {\n");
  for (k = 0; k < 8; ++k) {
    printf("  {");
    for (i = 0; i < 8; ++i)
      for (v = 0; v < 16; ++v)
        printf("%s%u%s", (i * 16 + v) % 16 == 0 ? "\n    " : " ", gf16_mul(m[i][k], sbox[v]),
               i * 16 + v < 127 ? "," : "");
    printf("\n  }%s\n", k < 7 ? "," : "");
  }
  printf("};\n");
  return 0;
}
