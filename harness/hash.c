/*
 * hash.c: what try, tune and measure do for crypto_hash.
 * try follows SUPERCOP's crypto_hash/try.c (../doc/checksum.md 6.1), edges runs the same loop
 * at the edge lengths (our own check, try.h); measure times every
 * length 0..4096 for the graphs and the eBASH table lengths with more samples.
 * Public domain (CC0).
 */
#include "cb.h"
#include "harness.h"
#include "kat.h"
#include "measure.h"
#include "randombytes.h"
#include "sweep.h"
#include "try.h"

#define P cb_primitive
#define BYTES ((unsigned long long) P.size[0])

static struct buf h, m;

static int call_hash(unsigned char *const *x, unsigned long long *len)
{
  return P.hash(x[0], x[1], len[1]);
}

static void allocate(unsigned long long maxtest)
{
  try_buffer_bytes = try_max(try_max(maxtest, TUNE_BYTES), BYTES);
  try_allocate(&h);
  try_allocate(&m);
}

static void after_hash(const unsigned long long *len)
{
  (void) len;
  checksum(h.x, BYTES);
}

static void one_loop(unsigned long long mlen)
{
  unsigned long long len[2];
  struct call c = { "crypto_hash", call_hash, 2,
                    { { "h", &h, BYTES, 1, 0, 0 }, { "m", &m, mlen, 0, 1, 0 } }, 1, 1, after_hash };
  try_input(&m, mlen);
  try_call(&c, len);
}

static void test(int loops, unsigned long long maxtest)
{
  int loop;
  allocate(maxtest);
  for (loop = 0; loop < loops; ++loop) one_loop(myrandom() % (maxtest + 1));
}

static void edge(void *mlen)
{
  one_loop(*(const unsigned long long *) mlen);
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
  P.hash(h.x, m.x, TUNE_BYTES);
}

static long long time_hash(long long len)
{
  long long t0 = cpucycles();
  P.hash(h.x, m.x, (unsigned long long) len);
  return cpucycles() - t0;
}

static void measure(void)
{
  static const struct sweep_series series[] = { { "cycles", time_hash } };
  allocate(4096);
  randombytes(m.x, 4096);
  sweep_bytes(series, 1);
}

const struct cb_operation cb_hash = {
  "crypto_hash", { "outputbytes", 0 }, 64, 512, 0,
  test, edges, tune_prepare, tune, measure, kat_hash
};
