/*
 * tests/unit/checksum.c: the checksum core of try (harness/try.c) against a fact: SUPERCOP's
 * published checksumsmall of crypto_hash/sha256, 0fb5122d...ba24 (supercop-20260330,
 * crypto_hash/sha256/checksumsmall), reproduced here with the core's TV stream, myrandom and
 * checksum() around a plain SHA-256 written in this test (FIPS 180-4). Also: a zero-length
 * checksum call still changes the state (doc/checksum.md section 4).
 * Public domain (CC0).
 */
#include <stdio.h>
#include <string.h>
#include "try.h"

static unsigned int rotr(unsigned int x, int n) { return (x >> n) | (x << (32 - n)); }

static void block(unsigned int h[8], const unsigned char *p)
{
  static const unsigned int k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2 };
  unsigned int w[64], s[8], t1, t2;
  int i;
  for (i = 0; i < 16; ++i)
    w[i] = (unsigned) p[4 * i] << 24 | (unsigned) p[4 * i + 1] << 16 | (unsigned) p[4 * i + 2] << 8 | p[4 * i + 3];
  for (i = 16; i < 64; ++i)
    w[i] = (rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)) + w[i - 7]
         + (rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)) + w[i - 16];
  memcpy(s, h, sizeof s);
  for (i = 0; i < 64; ++i) {
    t1 = s[7] + (rotr(s[4], 6) ^ rotr(s[4], 11) ^ rotr(s[4], 25)) + ((s[4] & s[5]) ^ (~s[4] & s[6])) + k[i] + w[i];
    t2 = (rotr(s[0], 2) ^ rotr(s[0], 13) ^ rotr(s[0], 22)) + ((s[0] & s[1]) ^ (s[0] & s[2]) ^ (s[1] & s[2]));
    memmove(s + 1, s, 7 * sizeof *s);
    s[4] += t1;
    s[0] = t1 + t2;
  }
  for (i = 0; i < 8; ++i) h[i] += s[i];
}

static void sha256(unsigned char out[32], const unsigned char *m, unsigned long long len)
{
  unsigned int h[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
  unsigned char last[128] = { 0 };
  unsigned long long i, rest = len % 64, blocks = rest < 56 ? 1 : 2;
  for (i = 0; i + 64 <= len; i += 64) block(h, m + i);
  memcpy(last, m + i, rest);
  last[rest] = 0x80;
  for (i = 0; i < 8; ++i) last[64 * blocks - 1 - i] = (unsigned char) ((len * 8) >> (8 * i));
  for (i = 0; i < blocks; ++i) block(h, last + 64 * i);
  for (i = 0; i < 32; ++i) out[i] = (unsigned char) (h[i / 4] >> (24 - 8 * (i % 4)));
}

int main(void)
{
  static const char want[] = "0fb5122d471d9310c4ff212c64a73cc985f0826484c24f34b56cb1d39534ba24";
  struct buf m;
  unsigned char h[32];
  char hex[65], before[65];
  int loop, failures = 0;
  try_buffer_bytes = 4096;
  try_allocate(&m);
  for (loop = 0; loop < 64; ++loop) {      /* SUPERCOP's crypto_hash try, SMALL: 64 loops, 128 bytes */
    unsigned long long mlen = myrandom() % 129;
    try_input(&m, mlen);
    sha256(h, m.x, mlen);
    checksum(h, 32);
  }
  checksum_hex(hex);
  if (strcmp(hex, want)) {
    printf("FAIL checksum core: %s, SUPERCOP's is %s\n", hex, want);
    failures++;
  }
  checksum_hex(before);
  checksum(h, 0);
  checksum_hex(hex);
  if (!strcmp(hex, before)) {
    printf("FAIL a zero-length checksum call left the state as it was\n");
    failures++;
  }
  printf("checksum: %s\n", failures ? "FAILED" : "ok");
  return failures != 0;
}
