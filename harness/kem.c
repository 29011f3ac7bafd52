/*
 * kem.c: what try, tune and measure do for crypto_kem.
 * try follows SUPERCOP's crypto_kem/try.c (../doc/checksum.md 6.4): randomness comes from the
 * knownrandombytes stream, decapsulation must agree with encapsulation, and three cumulative
 * changes of the ciphertext feed the checksum with whatever decapsulation returns.
 * Public domain (CC0).
 */
#include <stdio.h>
#include <string.h>
#include "cb.h"
#include "harness.h"
#include "kat.h"
#include "measure.h"
#include "randombytes.h"
#include "try.h"

#define P cb_primitive
#define PUBLICKEYBYTES ((unsigned long long) P.size[0])
#define SECRETKEYBYTES ((unsigned long long) P.size[1])
#define BYTES ((unsigned long long) P.size[2])
#define CIPHERTEXTBYTES ((unsigned long long) P.size[3])

static struct buf pk, sk, k, c, t;

static int call_keypair(unsigned char *const *x, unsigned long long *len)
{
  (void) len;
  return P.kem_keypair(x[0], x[1]);
}

static int call_enc(unsigned char *const *x, unsigned long long *len)
{
  (void) len;
  return P.kem_enc(x[0], x[1], x[2]);
}

static int call_dec(unsigned char *const *x, unsigned long long *len)
{
  (void) len;
  return P.kem_dec(x[0], x[1], x[2]);
}

static void allocate(void)
{
  unsigned long long most = try_max(try_max(PUBLICKEYBYTES, SECRETKEYBYTES), try_max(BYTES, CIPHERTEXTBYTES));
  try_buffer_bytes = try_max(most, 4096);
  try_allocate(&pk); try_allocate(&sk); try_allocate(&k); try_allocate(&c); try_allocate(&t);
}

static void after_keypair(const unsigned long long *len)
{
  (void) len;
  checksum(pk.x, PUBLICKEYBYTES);
  checksum(sk.x, SECRETKEYBYTES);
}

static void after_enc(const unsigned long long *len)
{
  (void) len;
  checksum(c.x, CIPHERTEXTBYTES);
  checksum(k.x, BYTES);
}

static void after_dec(const unsigned long long *len)
{
  (void) len;
  if (memcmp(t.x, k.x, BYTES)) fail("crypto_kem_dec does not match k");
  checksum(t.x, BYTES);
}

static void one_loop(void)
{
  unsigned long long len[3], delta, pos;
  int probe;
  struct call keypair = { "crypto_kem_keypair", call_keypair, 2,
    { { "p", &pk, PUBLICKEYBYTES, 1, 0, 0 }, { "s", &sk, SECRETKEYBYTES, 1, 0, 0 } }, 0, 0, after_keypair };
  struct call enc = { "crypto_kem_enc", call_enc, 3,
    { { "c", &c, CIPHERTEXTBYTES, 1, 0, 0 }, { "k", &k, BYTES, 1, 0, 0 }, { "p", &pk, PUBLICKEYBYTES, 0, 0, 0 } },
    0, 0, after_enc };
  struct call dec = { "crypto_kem_dec", call_dec, 3,
    { { "t", &t, BYTES, 1, 0, 0 }, { "c", &c, CIPHERTEXTBYTES, 0, 0, 0 }, { "s", &sk, SECRETKEYBYTES, 0, 1, 0 } },
    1, 1, after_dec };
  try_call(&keypair, len);
  try_call(&enc, len);
  try_call(&dec, len);
  for (probe = 0; probe < 3; ++probe) {
    delta = 1 + myrandom() % 255;      /* SUPERCOP's compilers draw the delta first */
    pos = myrandom() % CIPHERTEXTBYTES;
    c.x[pos] = (unsigned char) (c.x[pos] + delta);
    if (P.kem_dec(t.x, c.x, sk.x) == 0) checksum(t.x, BYTES);
    else checksum(c.x, CIPHERTEXTBYTES);
  }
}

static void test(int loops, unsigned long long maxtest)
{
  int loop;
  (void) maxtest;
  allocate();
  for (loop = 0; loop < loops; ++loop) {
    one_loop();
    try_loop_end(loop + 1);
  }
}

static void tune_prepare(void)
{
  allocate();
  P.kem_keypair(pk.x, sk.x);
}

static void tune(void)
{
  P.kem_enc(c.x, k.x, pk.x);
  P.kem_dec(t.x, c.x, sk.x);
}

/* --- measure: keypair, enc, dec; the randombytes lines count bytes and calls per operation --- */

static long long calls[2];             /* randombytes counters before the timed call */

static void count_randomness(void)
{
  calls[0] = randombytes_bytes;
  calls[1] = randombytes_calls;
}

static long long time_keypair(long long unused)
{
  long long t0;
  (void) unused;
  count_randomness();
  t0 = cpucycles();
  P.kem_keypair(pk.x, sk.x);
  return cpucycles() - t0;
}

static long long time_enc(long long unused)
{
  long long t0;
  (void) unused;
  count_randomness();
  t0 = cpucycles();
  P.kem_enc(c.x, k.x, pk.x);
  return cpucycles() - t0;
}

static long long time_dec(long long unused)
{
  long long t0;
  (void) unused;
  count_randomness();
  t0 = cpucycles();
  P.kem_dec(t.x, c.x, sk.x);
  return cpucycles() - t0;
}

struct operation { const char *name; measure_fn *fn; };

static void measure_operation(const struct operation *o, long long samples)
{
  char event[64];
  long long rb[1], rc[1];
  measure_series(o->name, -1, samples, o->fn);
  rb[0] = randombytes_bytes - calls[0];  /* of the last call: the same for every call */
  rc[0] = randombytes_calls - calls[1];
  snprintf(event, sizeof event, "%.*s_randombytes", (int) (strlen(o->name) - 7), o->name);
  measure_entry(event, -1, rb, 1);
  snprintf(event, sizeof event, "%.*s_randomcalls", (int) (strlen(o->name) - 7), o->name);
  measure_entry(event, -1, rc, 1);
}

static void run_all(void *samples)
{
  static const struct operation ops[] = {
    { "keypair_cycles", time_keypair }, { "enc_cycles", time_enc }, { "dec_cycles", time_dec }
  };
  int i;
  for (i = 0; i < 3; ++i) measure_operation(&ops[i], ((long long *) samples)[i]);
}

/* A key pair can cost a thousand times an encapsulation (Classic McEliece: 10^8 cycles and
   more against 10^5): keypair gets its own number of samples, from its own cost, between 16
   (enough for quartiles) and 255; enc and dec share the rest of the time. */
static void measure(void)
{
  double keypair, rest, left = 0.8 * measure_left();
  long long samples[3];
  allocate();
  keypair = (double) measure_probe(time_keypair, -1);
  rest = (double) measure_probe(time_enc, -1) + (double) measure_probe(time_dec, -1);
  samples[0] = measure_fit(left * keypair / (keypair + rest), keypair, 16, 255);
  samples[1] = samples[2] = measure_fit(left - (double) samples[0] * keypair / measure_persecond(), rest, 8, 255);
  measure_guarded(run_all, samples);
}

const struct cb_operation cb_kem = {
  "crypto_kem", { "publickeybytes", "secretkeybytes", "outputbytes", "ciphertextbytes", 0 }, 8, 64, 1,
  test, 0, tune_prepare, tune, measure, kat_kem, 1
};
