/*
 * randombytes.c: the randombytes() every implementation links against.
 *
 * In try: SUPERCOP's knownrandombytes (../doc/checksum.md section 7), a fixed stream:
 * X = ChaCha20(key g, nonce 0, 768 bytes); g = X[0..32); hand out X[32..768); repeat.
 * In measure: the same construction keyed once from the kernel (fast, never blocks), with
 * the call and byte counters that the KEM measurements report.
 * Public domain (CC0).
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "frozen-chacha20.h"
#include "randombytes.h"
#include "harness.h"

long long randombytes_calls;
long long randombytes_bytes;

static unsigned char key[32];
static unsigned char pool[736];
static unsigned long long pooled;      /* unused bytes at the end of pool */
static const unsigned char *programmed; /* kat: the vector's randomness, consumed in order */
static unsigned long long programmed_len;

static void refill(void)
{
  static const unsigned char nonce[8];
  unsigned char x[768];
  frozen_chacha20(x, sizeof x, nonce, key);
  memcpy(key, x, 32);
  memcpy(pool, x + 32, sizeof pool);
  pooled = sizeof pool;
}

void randombytes(unsigned char *x, unsigned long long xlen)
{
  unsigned char *start = x;
  unsigned long long len = xlen;
  randombytes_calls += 1;
  randombytes_bytes += (long long) xlen;
  if (programmed) {
    if (xlen > programmed_len) {
      printf("randombytes: the implementation draws more randomness than the vector gives\n");
      exit(111);
    }
    memcpy(x, programmed, xlen);
    programmed += xlen;
    programmed_len -= xlen;
    return;
  }
  while (len > 0) {
    unsigned long long take;
    if (!pooled) refill();
    take = len < pooled ? len : pooled;
    memcpy(x, pool + sizeof pool - pooled, take);
    pooled -= take;
    x += take;
    len -= take;
  }
  randombytes_callback(start, xlen);
}

/* From now on hand out exactly these bytes (x = 0: back to the stream). */
void randombytes_program(const unsigned char *x, unsigned long long len)
{
  programmed = x;
  programmed_len = len;
}

void randombytes_known(void)
{
  memset(key, 0, sizeof key);
  pooled = 0;
}

/* Key the stream from the kernel; call before the sandbox forbids opening files. */
void randombytes_seed(void)
{
  int fd = open("/dev/urandom", O_RDONLY);
  unsigned long long have = 0;
  if (fd >= 0) {
    while (have < sizeof key) {
      ssize_t r = read(fd, key + have, sizeof key - have);
      if (r <= 0) break;
      have += (unsigned long long) r;
    }
    close(fd);
  }
  if (have < sizeof key) {       /* no kernel source: still different per run */
    unsigned long long t = (unsigned long long) getpid() ^ (unsigned long long) cpucycles();
    memcpy(key, &t, sizeof t);
  }
  pooled = 0;
}
