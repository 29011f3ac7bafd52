/*
 * tests/unit/subroutines.c: the SUPERCOP subroutine headers of include/ (doc/supercop.md),
 * all included in one file as an implementation may include them, each checked:
 *   crypto_verify_16/32        0 on equal inputs, -1 on every single-bit difference
 *   crypto_sort_*              against qsort
 *   crypto_xof_bitwrite16      against a plain loop, positions beyond the output included
 *   crypto_xof_shake128/256    FIPS 202 SHAKE of the empty string (NIST's example values)
 *   crypto_hashblocks_sha256/512  "abc" padded by hand (FIPS 180 examples); the return value
 *   crypto_core_keccakf1600*   SHA3-256 of "abc" on the 64-bit core; the 32-bit
 *                              (bit-interleaved) core against the 64-bit one
 *   crypto_core_salsa20...     against the stream ciphers' block function (common/salsa20)
 *   crypto_core_aes*encrypt    FIPS 197 appendix C.1 and C.3
 *   crypto_stream_salsa20      its blocks are crypto_core_salsa20's, the counter from 0
 *   libkeccak.a.headers/       SHA3-256 of "abc" (FIPS 202 example); the incremental sponge
 *                              (absorbs and squeezes in pieces) = SHAKE128 in one call
 * The cores and hashblocks are also checked end to end by the SUPERCOP-style fixtures of
 * tests/supercop against SUPERCOP's checksums (tests/run supercop). Public domain (CC0).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "crypto_verify_16.h"
#include "crypto_verify_32.h"
#include "crypto_sort_int16.h"
#include "crypto_sort_int32.h"
#include "crypto_sort_int64.h"
#include "crypto_sort_uint32.h"
#include "crypto_sort_uint64.h"
#include "crypto_xof_bitwrite16.h"
#include "crypto_xof_shake128.h"
#include "crypto_xof_shake256.h"
#include "crypto_hashblocks_sha256.h"
#include "crypto_hashblocks_sha512.h"
#include "crypto_core_keccakf160032bits.h"
#include "crypto_core_keccakf160064bits.h"
#include "crypto_core_salsa20.h"
#include "crypto_core_salsa2012.h"
#include "crypto_core_salsa208.h"
#include "crypto_core_hsalsa20.h"
#include "crypto_core_aes128encrypt.h"
#include "crypto_core_aes256encrypt.h"
#include "crypto_stream_salsa20.h"
#include "libkeccak.a.headers/KeccakSponge.h"
#include "libkeccak.a.headers/SimpleFIPS202.h"

static int failures;

static void check(int ok, const char *what)
{
  if (!ok) {
    printf("FAIL %s\n", what);
    ++failures;
  }
}

static uint64_t prng(void)
{
  static uint64_t s = 0x853c49e6748fea9bULL;
  s ^= s << 13;
  s ^= s >> 7;
  s ^= s << 17;
  return s;
}

static void fill(unsigned char *x, size_t n)
{
  size_t i;
  for (i = 0; i < n; ++i) x[i] = (unsigned char) prng();
}

static int hexequal(const unsigned char *x, const char *hex)
{
  size_t i, n = strlen(hex) / 2;
  for (i = 0; i < n; ++i) {
    unsigned int byte;
    if (sscanf(hex + 2 * i, "%2x", &byte) != 1 || x[i] != byte) return 0;
  }
  return 1;
}

static void test_verify(void)
{
  unsigned char x[32], y[32];
  int i, bit, ok16 = 1, ok32 = 1;
  fill(x, 32);
  memcpy(y, x, 32);
  check(crypto_verify_16(x, y) == 0 && crypto_verify_32(x, y) == 0, "crypto_verify: equal inputs");
  for (i = 0; i < 32; ++i)
    for (bit = 0; bit < 8; ++bit) {
      y[i] ^= (unsigned char) (1 << bit);
      if (i < 16 && crypto_verify_16(x, y) != -1) ok16 = 0;
      if (i >= 16 && crypto_verify_16(x, y) != 0) ok16 = 0;
      if (crypto_verify_32(x, y) != -1) ok32 = 0;
      y[i] ^= (unsigned char) (1 << bit);
    }
  check(ok16, "crypto_verify_16: -1 on a difference in the 16 bytes only");
  check(ok32, "crypto_verify_32: -1 on every single-bit difference");
}

static int compare_int32(const void *a, const void *b)
{
  int32_t x = *(const int32_t *) a, y = *(const int32_t *) b;
  return (x > y) - (x < y);
}

static int compare_uint64(const void *a, const void *b)
{
  uint64_t x = *(const uint64_t *) a, y = *(const uint64_t *) b;
  return (x > y) - (x < y);
}

/* the headers call common/sort (tests/unit/sort.c tests it at length): one input each */
static void test_sort(void)
{
  int32_t a[100], b[100];
  uint64_t c[100], d[100];
  int16_t e[3] = { 7, -3, 0 };
  int64_t f[3] = { INT64_MAX, INT64_MIN, 0 };
  uint32_t g[3] = { 0xffffffffu, 0, 1 };
  int i;
  for (i = 0; i < 100; ++i) {
    a[i] = b[i] = (int32_t) prng();
    c[i] = d[i] = prng();
  }
  crypto_sort_int32(a, 100);
  qsort(b, 100, sizeof b[0], compare_int32);
  check(memcmp(a, b, sizeof a) == 0, "crypto_sort_int32");
  crypto_sort_uint64(c, 100);
  qsort(d, 100, sizeof d[0], compare_uint64);
  check(memcmp(c, d, sizeof c) == 0, "crypto_sort_uint64");
  crypto_sort_int16(e, 3);
  check(e[0] == -3 && e[1] == 0 && e[2] == 7, "crypto_sort_int16");
  crypto_sort_int64(f, 3);
  check(f[0] == INT64_MIN && f[1] == 0 && f[2] == INT64_MAX, "crypto_sort_int64");
  crypto_sort_uint32(g, 3);
  check(g[0] == 0 && g[1] == 1 && g[2] == 0xffffffffu, "crypto_sort_uint32");
  check(crypto_sort_int32_BYTES == 4 && crypto_sort_int16_BYTES == 2 && crypto_sort_uint64_BYTES == 8,
        "crypto_sort_*_BYTES");
}

static void test_bitwrite16(void)
{
  unsigned char h[9000], expected[9000], m[2 * 40 + 1];
  long long hlen, i, j;
  for (hlen = 0; hlen <= 9000; hlen += 1000 + 1) {
    fill(m, sizeof m);
    memset(h, 0x55, sizeof h);
    memset(expected, 0x55, sizeof expected);
    memset(expected, 0, (size_t) hlen);
    for (j = 0; j + 2 <= (long long) sizeof m; j += 2) {
      unsigned position = m[j] | (unsigned) m[j + 1] << 8;
      for (i = 0; i < hlen; ++i)
        if (i % 8192 == position / 8) expected[i] |= (unsigned char) (1 << (position % 8));
    }
    check(crypto_xof_bitwrite16(h, hlen, m, sizeof m) == 0 && memcmp(h, expected, sizeof h) == 0,
          "crypto_xof_bitwrite16");
  }
}

static void test_shake(void)
{
  static const unsigned char empty[1] = {0};
  unsigned char h[32];
  check(crypto_xof_shake128(h, 32, empty, 0) == 0
        && hexequal(h, "7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26"),
        "crypto_xof_shake128 of the empty string");
  check(crypto_xof_shake256(h, 32, empty, 0) == 0
        && hexequal(h, "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f"),
        "crypto_xof_shake256 of the empty string");
}

static void test_libkeccak(void)
{
  KeccakWidth1600_SpongeInstance sponge;
  unsigned char m[300], once[200], pieces[200], h[32];
  int ok = 1;
  check(SHA3_256(h, (const unsigned char *) "abc", 3) == 0
        && hexequal(h, "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532"),
        "libkeccak SHA3_256 of \"abc\"");
  fill(m, sizeof m);
  SHAKE128(once, sizeof once, m, sizeof m);
  ok &= KeccakWidth1600_SpongeInitialize(&sponge, 1344, 256) == 0;
  ok &= KeccakWidth1600_SpongeAbsorb(&sponge, m, 1) == 0;
  ok &= KeccakWidth1600_SpongeAbsorb(&sponge, m + 1, 200) == 0;
  ok &= KeccakWidth1600_SpongeAbsorb(&sponge, m + 201, 99) == 0;
  ok &= KeccakWidth1600_SpongeAbsorbLastFewBits(&sponge, 0x1F) == 0;
  ok &= KeccakWidth1600_SpongeAbsorb(&sponge, m, 1) == 1;  /* no absorbing once squeezing */
  ok &= KeccakWidth1600_SpongeSqueeze(&sponge, pieces, 7) == 0;
  ok &= KeccakWidth1600_SpongeSqueeze(&sponge, pieces + 7, 193) == 0;
  check(ok && memcmp(once, pieces, sizeof once) == 0, "libkeccak sponge in pieces = SHAKE128");
  check(KeccakWidth1600_SpongeInitialize(&sponge, 1000, 600) == 1, "libkeccak: a rate and capacity not adding up to 1600 are refused");
}

static void test_hashblocks(void)
{
  static const unsigned char iv256[32] = {
    0x6a,0x09,0xe6,0x67,0xbb,0x67,0xae,0x85,0x3c,0x6e,0xf3,0x72,0xa5,0x4f,0xf5,0x3a,
    0x51,0x0e,0x52,0x7f,0x9b,0x05,0x68,0x8c,0x1f,0x83,0xd9,0xab,0x5b,0xe0,0xcd,0x19 };
  static const unsigned char iv512[64] = {
    0x6a,0x09,0xe6,0x67,0xf3,0xbc,0xc9,0x08,0xbb,0x67,0xae,0x85,0x84,0xca,0xa7,0x3b,
    0x3c,0x6e,0xf3,0x72,0xfe,0x94,0xf8,0x2b,0xa5,0x4f,0xf5,0x3a,0x5f,0x1d,0x36,0xf1,
    0x51,0x0e,0x52,0x7f,0xad,0xe6,0x82,0xd1,0x9b,0x05,0x68,0x8c,0x2b,0x3e,0x6c,0x1f,
    0x1f,0x83,0xd9,0xab,0xfb,0x41,0xbd,0x6b,0x5b,0xe0,0xcd,0x19,0x13,0x7e,0x21,0x79 };
  unsigned char state[64], block[256];
  /* "abc", 0x80, zeros, the length 24 in bits at the end of the block */
  memset(block, 0, sizeof block);
  memcpy(block, "abc\x80", 4);
  block[63] = 24;
  memcpy(state, iv256, 32);
  check(crypto_hashblocks_sha256(state, block, 64 + 7) == 7
        && hexequal(state, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        "crypto_hashblocks_sha256 of padded \"abc\", and the 7 bytes left");
  block[63] = 0;
  block[127] = 24;
  memcpy(state, iv512, 64);
  check(crypto_hashblocks_sha512(state, block, 128 + 127) == 127
        && hexequal(state, "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                           "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"),
        "crypto_hashblocks_sha512 of padded \"abc\", and the 127 bytes left");
}

static void test_keccak(void)
{
  unsigned char plain[200], interleaved[200], out[200];
  uint32_t words[50];
  uint64_t lane;
  int i;
  fill(plain, 200);
  for (i = 0; i < 25; ++i) {
    memcpy(&lane, plain + 8 * i, 8);  /* the lanes are little-endian; so is this machine */
    keccak_interleave(words + 2 * i, lane);
  }
  memcpy(interleaved, words, 200);
  crypto_core_keccakf160064bits(plain, plain, 0, 0);
  crypto_core_keccakf160032bits(out, interleaved, 0, 0);
  memcpy(words, out, 200);
  for (i = 0; i < 25; ++i) {
    lane = keccak_deinterleave(words + 2 * i);
    memcpy(out + 8 * i, &lane, 8);
  }
  check(memcmp(out, plain, 200) == 0, "crypto_core_keccakf160032bits = the 64-bit core, interleaved");
  /* SHA3-256 of "abc" is one block: the message, the padding, one permutation */
  memset(plain, 0, 200);
  memcpy(plain, "abc\x06", 4);
  plain[135] = 0x80;
  crypto_core_keccakf160064bits(plain, plain, 0, 0);
  check(hexequal(plain, "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532"),
        "crypto_core_keccakf160064bits: SHA3-256 of \"abc\"");
}

static void test_salsa(void)
{
  static const unsigned char sigma[16] = "expand 32-byte k";
  unsigned char k[32], in[16], out[64], expected[64], zero[64] = {0};
  fill(k, 32);
  fill(in, 8);
  memset(in + 8, 0, 8);  /* block counter 0 */
  salsa20_xor(expected, zero, 64, in, k, 20);
  check(crypto_core_salsa20(out, in, k, sigma) == 0 && memcmp(out, expected, 64) == 0,
        "crypto_core_salsa20 = the first Salsa20 keystream block");
  salsa20_xor(expected, zero, 64, in, k, 12);
  check(crypto_core_salsa2012(out, in, k, sigma) == 0 && memcmp(out, expected, 64) == 0,
        "crypto_core_salsa2012 = the first Salsa20/12 keystream block");
  salsa20_xor(expected, zero, 64, in, k, 8);
  check(crypto_core_salsa208(out, in, k, sigma) == 0 && memcmp(out, expected, 64) == 0,
        "crypto_core_salsa208 = the first Salsa20/8 keystream block");
  hsalsa20(expected, in, k, 20);
  check(crypto_core_hsalsa20(out, in, k, sigma) == 0 && memcmp(out, expected, 32) == 0,
        "crypto_core_hsalsa20 = HSalsa20");
  crypto_core_salsa20(expected, in, k, sigma);
  crypto_core_salsa20(out, in, k, (const unsigned char *) "expand 16-byte k");
  check(memcmp(out, expected, 64) != 0, "crypto_core_salsa20 uses its constant");
  {
    unsigned char stream[130], m[130], c[130];
    int ok = crypto_stream_salsa20(stream, 130, in, k) == 0, block;
    for (block = 0; block < 3; ++block) {
      in[8] = (unsigned char) block;
      crypto_core_salsa20(out, in, k, sigma);
      if (memcmp(stream + 64 * block, out, block < 2 ? 64 : 2) != 0) ok = 0;
    }
    in[8] = 0;
    fill(m, sizeof m);
    ok &= crypto_stream_salsa20_xor(c, m, 130, in, k) == 0;
    for (block = 0; block < 130; ++block) ok &= c[block] == (m[block] ^ stream[block]);
    check(ok, "crypto_stream_salsa20 = the crypto_core_salsa20 blocks");
  }
}

static void test_aes(void)
{
  unsigned char k[32], in[16], out[16];
  int i;
  for (i = 0; i < 32; ++i) k[i] = (unsigned char) i;
  for (i = 0; i < 16; ++i) in[i] = (unsigned char) (0x11 * i);
  check(crypto_core_aes128encrypt(out, in, k, 0) == 0 && hexequal(out, "69c4e0d86a7b0430d8cdb78070b4c55a"),
        "crypto_core_aes128encrypt: FIPS 197 C.1");
  check(crypto_core_aes256encrypt(out, in, k, 0) == 0 && hexequal(out, "8ea2b7ca516745bfeafc49904b496089"),
        "crypto_core_aes256encrypt: FIPS 197 C.3");
}

int main(void)
{
  test_verify();
  test_sort();
  test_bitwrite16();
  test_shake();
  test_libkeccak();
  test_hashblocks();
  test_keccak();
  test_salsa();
  test_aes();
  printf("subroutines: %s\n", failures ? "FAILED" : "ok");
  return failures != 0;
}
