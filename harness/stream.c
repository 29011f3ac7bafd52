/*
 * stream.c: what try, tune and measure do for crypto_stream.
 * try follows SUPERCOP's crypto_stream/try.c (../doc/checksum.md 6.2): nonce and key first,
 * the keystream, then a message and crypto_stream_xor, which must give keystream XOR message.
 * edges runs the same loop at the edge lengths, with crypto_stream's overlaps (our own checks).
 * Public domain (CC0).
 */
#include <string.h>
#include "cb.h"
#include "harness.h"
#include "kat.h"
#include "measure.h"
#include "randombytes.h"
#include "sweep.h"
#include "try.h"

#define P cb_primitive
#define KEYBYTES ((unsigned long long) P.size[0])
#define NONCEBYTES ((unsigned long long) P.size[1])

static struct buf k, n, m, s, c;

static int call_stream(unsigned char *const *x, unsigned long long *len)
{
  return P.stream(x[0], len[0], x[1], x[2]);
}

static int call_xor(unsigned char *const *x, unsigned long long *len)
{
  return P.stream_xor(x[0], x[1], len[1], x[2], x[3]);
}

static void allocate(unsigned long long maxtest)
{
  try_buffer_bytes = try_max(try_max(maxtest, TUNE_BYTES), try_max(KEYBYTES, NONCEBYTES));
  try_allocate(&k);
  try_allocate(&n);
  try_allocate(&m);
  try_allocate(&s);
  try_allocate(&c);
}

static void after_stream(const unsigned long long *len)
{
  checksum(s.x, len[0]);
}

static void after_xor(const unsigned long long *len)
{
  unsigned long long i, mlen = len[1];
  for (i = 0; i < mlen; ++i)
    if (c.x[i] != (s.x[i] ^ m.x[i])) fail("crypto_stream_xor does not match crypto_stream");
  checksum(c.x, mlen);
}

/* stream_overlap: also crypto_stream's outputs over its inputs (n=s, k=s), which SUPERCOP
   does not check: our own check, run by edges only */
static void one_loop(unsigned long long mlen, int stream_overlap)
{
  unsigned long long len[4];
  struct call stream = { "crypto_stream", call_stream, 3,
                         { { "s", &s, mlen, 1, 0, 0 }, { "n", &n, NONCEBYTES, 0, 0, 0 },
                           { "k", &k, KEYBYTES, 0, 1, 0 } }, 1, stream_overlap, after_stream };
  struct call xor = { "crypto_stream_xor", call_xor, 4,
                      { { "c", &c, mlen, 1, 0, 0 }, { "m", &m, mlen, 0, 1, 0 },
                        { "n", &n, NONCEBYTES, 0, 0, 0 }, { "k", &k, KEYBYTES, 0, 1, 0 } },
                      1, 1, after_xor };
  try_input(&n, NONCEBYTES);
  try_input(&k, KEYBYTES);
  try_call(&stream, len);
  try_input(&m, mlen);
  try_call(&xor, len);
}

static void test(int loops, unsigned long long maxtest)
{
  int loop;
  allocate(maxtest);
  for (loop = 0; loop < loops; ++loop) one_loop(myrandom() % (maxtest + 1), 0);
}

static void edge(void *mlen)
{
  one_loop(*(const unsigned long long *) mlen, 1);
}

static void edges(void)
{
  allocate(TUNE_BYTES);
  try_extra_mlen(edge);
}

static void tune_prepare(void)
{
  allocate(4096);
}

static void tune(void)
{
  P.stream_xor(c.x, m.x, TUNE_BYTES, n.x, k.x);
}

static long long time_stream(long long len)
{
  long long t0 = cpucycles();
  P.stream(c.x, (unsigned long long) len, n.x, k.x);
  return cpucycles() - t0;
}

static long long time_xor(long long len)
{
  long long t0 = cpucycles();
  P.stream_xor(c.x, m.x, (unsigned long long) len, n.x, k.x);
  return cpucycles() - t0;
}

static void measure(void)
{
  static const struct sweep_series series[] = { { "cycles", time_stream },
                                                { "xor_cycles", time_xor } };
  allocate(4096);
  randombytes(k.x, KEYBYTES);
  randombytes(n.x, NONCEBYTES);
  randombytes(m.x, 4096);
  sweep_bytes(series, 2);
}

const struct cb_operation cb_stream = {
  "crypto_stream", { "keybytes", "noncebytes", 0 }, 512, 4096, 0,
  test, edges, tune_prepare, tune, measure, kat_stream
};
