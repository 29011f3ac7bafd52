/*
 * tests/unit/finalists.c: the block functions behind crypto_stream/mars128ctr, rc6128ctr,
 * serpent128ctr and twofish128ctr (common/mars, common/rc6, common/serpent, common/twofish)
 * on their own, against their designers' known-answer vectors for 128-bit keys. Each table
 * names its source. Hex strings are the bytes in memory order, as the ciphers read them
 * (32-bit words little-endian), except where a comment says otherwise. The counter mode
 * around them is checked by try: every implementation of a primitive must print the same
 * checksums on long random messages. Exits nonzero on any failure. Public domain (CC0).
 */
#include <stdio.h>
#include <string.h>
#include "mars/mars.h"
#include "rc6/rc6.h"
#include "serpent/serpent.h"
#include "twofish/twofish.h"

struct vector { const char *key, *pt, *ct; };

static int failures;

static void hex(unsigned char *out, const char *s, int reverse)
{
  int i, v;
  for (i = 0; i < 16; ++i) {
    sscanf(s + 2 * i, "%2x", &v);
    out[reverse ? 15 - i : i] = (unsigned char) v;
  }
}

static void check(const char *name, int i, const unsigned char got[16], const char *want,
                  int reverse)
{
  unsigned char w[16];
  hex(w, want, reverse);
  if (memcmp(got, w, 16) != 0) {
    int j;
    printf("%s vector %d: got ", name, i);
    for (j = 0; j < 16; ++j) printf("%02x", got[reverse ? 15 - j : j]);
    printf(", want %s\n", want);
    ++failures;
  }
}

/* RC6: the examples of the RC6 paper (Rivest, Robshaw, Sidney, Yin, "The RC6 Block Cipher"
   v1.1, appendix "Test vectors"), the two with 16-byte keys. */
static const struct vector rc6_vectors[] = {
  {"00000000000000000000000000000000", "00000000000000000000000000000000",
   "8fc3a53656b1f778c129df4e9848a41e"},
  {"0123456789abcdef0112233445566778", "02132435465768798a9bacbdcedfe0f1",
   "524e192f4715c6231f51f6367ea43f18"},
};

static void test_rc6(void)
{
  unsigned i;
  for (i = 0; i < sizeof rc6_vectors / sizeof rc6_vectors[0]; ++i) {
    unsigned char k[16], p[16], c[16];
    rc6_key key;
    hex(k, rc6_vectors[i].key, 0);
    hex(p, rc6_vectors[i].pt, 0);
    rc6_setup(&key, k);
    rc6_encrypt(c, p, &key);
    check("RC6", (int) i, c, rc6_vectors[i].ct, 0);
  }
}

/* Twofish: the designers' ecb_tbl.txt for 128-bit keys (I = 1..4: each key and plaintext
   the two ciphertexts before) and I = 49 of their ecb_ival.txt, from the Twofish AES
   submission package. */
static const struct vector twofish_vectors[] = {
  {"00000000000000000000000000000000", "00000000000000000000000000000000",
   "9f589f5cf6122c32b6bfec2f2ae8c35a"},
  {"00000000000000000000000000000000", "9f589f5cf6122c32b6bfec2f2ae8c35a",
   "d491db16e7b1c39e86cb086b789f5419"},
  {"9f589f5cf6122c32b6bfec2f2ae8c35a", "d491db16e7b1c39e86cb086b789f5419",
   "019f9809de1711858faac3a3ba20fbc3"},
  {"d491db16e7b1c39e86cb086b789f5419", "019f9809de1711858faac3a3ba20fbc3",
   "6363977de839486297e661c6c9d668eb"},
  {"bca724a54533c6987e14aa827952f921", "6b459286f3ffd28d49f15b1581b08e42",
   "5d9d4eeffa9151575524f115815a12e0"},
};

static void test_twofish(void)
{
  unsigned i;
  for (i = 0; i < sizeof twofish_vectors / sizeof twofish_vectors[0]; ++i) {
    unsigned char k[16], p[16], c[16];
    tf_key key;
    hex(k, twofish_vectors[i].key, 0);
    hex(p, twofish_vectors[i].pt, 0);
    tf_setup(&key, k);
    tf_encrypt(c, p, &key);
    check("Twofish", (int) i, c, twofish_vectors[i].ct, 0);
  }
}

/* MARS (round-2 key schedule): the five 128-bit-key vectors of Crypto++'s
   TestVectors/mars.txt (weidai11/cryptopp), which carry IBM's known answers; the second and
   third chain key 0 from plaintext 0. */
static const struct vector mars_vectors[] = {
  {"80000000000000000000000000000000", "00000000000000000000000000000000",
   "b3e2ad5608ac1b6733a7cb4fdf8f9952"},
  {"00000000000000000000000000000000", "00000000000000000000000000000000",
   "dcc07b8dfb0738d6e30a22dfcf27e886"},
  {"00000000000000000000000000000000", "dcc07b8dfb0738d6e30a22dfcf27e886",
   "33caffbddc7f1dda0f9c15fa2f30e2ff"},
  {"cb14a1776abbc1cdafe7243def2cea02", "f94512a9b42d034ec4792204d708a69b",
   "225da2cb64b73f79069f21a5e3cb8522"},
  {"86edf4da31824cabef6a4637c40b0bab", "4df955ad5b398d66408d620a2b27e1a9",
   "a4b737340ae6d2cafd930ba97d86129f"},
};

static void test_mars(void)
{
  unsigned i;
  for (i = 0; i < sizeof mars_vectors / sizeof mars_vectors[0]; ++i) {
    unsigned char k[16], p[16], c[16];
    mars_key key;
    hex(k, mars_vectors[i].key, 0);
    hex(p, mars_vectors[i].pt, 0);
    mars_setup(&key, k);
    mars_encrypt(c, p, &key);
    check("MARS", (int) i, c, mars_vectors[i].ct, 0);
  }
}

/* Serpent: reversed = 0, NESSIE's byte order, from the designers' Serpent-128-128.verified
   .test-vectors (E. Biham's Serpent page, NESSIE format), set 1 vectors 0 and 1;
   reversed = 1, the submission package's ecb_vk.txt and ecb_vt.txt (I = 1 each), whose hex
   strings are 128-bit numbers: their bytes in reverse order. */
static const struct { struct vector v; int reversed; } serpent_vectors[] = {
  {{"80000000000000000000000000000000", "00000000000000000000000000000000",
    "264e5481eff42a4606abda06c0bfda3d"}, 0},
  {{"40000000000000000000000000000000", "00000000000000000000000000000000",
    "4a231b3bc727993407ac6ec8350e8524"}, 0},
  {{"80000000000000000000000000000000", "00000000000000000000000000000000",
    "49afbfad9d5a34052cd8ffa5986bd2dd"}, 1},
  {{"00000000000000000000000000000000", "80000000000000000000000000000000",
    "10b5ffb720b8cb9002a1142b0ba2e94a"}, 1},
};

/* every S-box circuit of serpent/sbox.h against the table of the paper (appendix A.1) */
static void test_serpent_sboxes(void)
{
  static const uint8_t table[8][16] = {
    {3, 8, 15, 1, 10, 6, 5, 11, 14, 13, 4, 2, 7, 0, 9, 12},
    {15, 12, 2, 7, 9, 0, 5, 10, 1, 11, 14, 8, 6, 13, 3, 4},
    {8, 6, 7, 9, 3, 12, 10, 15, 13, 1, 14, 4, 0, 11, 5, 2},
    {0, 15, 11, 8, 12, 9, 6, 3, 13, 1, 2, 4, 10, 7, 5, 14},
    {1, 15, 8, 3, 12, 0, 11, 6, 2, 5, 4, 10, 9, 14, 7, 13},
    {15, 5, 2, 11, 4, 10, 9, 12, 0, 3, 14, 8, 13, 6, 7, 1},
    {7, 2, 12, 5, 8, 4, 6, 11, 14, 9, 1, 15, 13, 3, 10, 0},
    {1, 13, 15, 0, 14, 8, 2, 11, 7, 4, 12, 10, 9, 3, 5, 6}};
  int n, v, j;
  for (n = 0; n < 8; ++n) {
    uint32_t x[4] = {0, 0, 0, 0};                /* bit v of x_j: bit j of nibble v */
    for (v = 0; v < 16; ++v)
      for (j = 0; j < 4; ++j) x[j] |= (uint32_t) (v >> j & 1) << v;
    switch (n) {
      case 0: SERPENT_S0(uint32_t, x[0], x[1], x[2], x[3]); break;
      case 1: SERPENT_S1(uint32_t, x[0], x[1], x[2], x[3]); break;
      case 2: SERPENT_S2(uint32_t, x[0], x[1], x[2], x[3]); break;
      case 3: SERPENT_S3(uint32_t, x[0], x[1], x[2], x[3]); break;
      case 4: SERPENT_S4(uint32_t, x[0], x[1], x[2], x[3]); break;
      case 5: SERPENT_S5(uint32_t, x[0], x[1], x[2], x[3]); break;
      case 6: SERPENT_S6(uint32_t, x[0], x[1], x[2], x[3]); break;
      default: SERPENT_S7(uint32_t, x[0], x[1], x[2], x[3]); break;
    }
    for (v = 0; v < 16; ++v)
      for (j = 0; j < 4; ++j)
        if ((x[j] >> v & 1) != (uint32_t) (table[n][v] >> j & 1)) {
          printf("Serpent S%d: output bit %d of input %d wrong\n", n, j, v);
          ++failures;
          v = 16;
          break;
        }
  }
}

static void test_serpent(void)
{
  unsigned i;
  test_serpent_sboxes();
  for (i = 0; i < sizeof serpent_vectors / sizeof serpent_vectors[0]; ++i) {
    unsigned char k[16], p[16], c[16];
    serpent_key key;
    int r = serpent_vectors[i].reversed;
    hex(k, serpent_vectors[i].v.key, r);
    hex(p, serpent_vectors[i].v.pt, r);
    serpent_setup(&key, k);
    serpent_encrypt(c, p, &key);
    check("Serpent", (int) i, c, serpent_vectors[i].v.ct, r);
  }
}

int main(void)
{
  test_serpent();
  test_mars();
  test_rc6();
  test_twofish();
  printf("finalists: %s\n", failures ? "FAILED" : "ok");
  return failures != 0;
}
