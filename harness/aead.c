/*
 * aead.c: what try, tune and measure do for crypto_aead.
 * try follows SUPERCOP's crypto_aead/try.c (../doc/checksum.md 6.3): encrypt, decrypt back,
 * then three cumulative forgery probes that must be rejected; edges does the same for every pair
 * of edge lengths (our own check, try.h). measure sweeps m+0, 0+ad and
 * m+m up to 2048 bytes (every length to 64, multiples of 32 beyond).
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
#define KEYBYTES ((unsigned long long) P.size[0])
#define NSECBYTES ((unsigned long long) P.size[1])
#define NPUBBYTES ((unsigned long long) P.size[2])
#define ABYTES ((unsigned long long) P.size[3])

static struct buf k, s, p, a, m, c, t, r;

static int call_encrypt(unsigned char *const *x, unsigned long long *len)
{
  return P.aead_encrypt(x[0], &len[0], x[1], len[1], x[2], len[2], x[3], x[4], x[5]);
}

static int call_decrypt(unsigned char *const *x, unsigned long long *len)
{
  return P.aead_decrypt(x[0], &len[0], x[1], x[2], len[2], x[3], len[3], x[4], x[5]);
}

static void allocate(unsigned long long maxtest)
{
  unsigned long long most = try_max(try_max(maxtest, TUNE_BYTES) + ABYTES, KEYBYTES);
  try_buffer_bytes = try_max(most, try_max(NSECBYTES, NPUBBYTES));
  try_allocate(&k); try_allocate(&s); try_allocate(&p); try_allocate(&a);
  try_allocate(&m); try_allocate(&c); try_allocate(&t); try_allocate(&r);
}

static unsigned long long mlen, alen;  /* of the current loop */

static void after_encrypt(const unsigned long long *len)
{
  unsigned long long clen = len[0];
  if (clen < mlen) fail("crypto_aead_encrypt returns smaller output than input");
  if (clen > mlen + ABYTES) fail("crypto_aead_encrypt returns more than crypto_aead_ABYTES extra bytes");
  checksum(c.x, clen);
}

static void after_decrypt(const unsigned long long *len)
{
  unsigned long long tlen = len[0];
  if (tlen != mlen) fail("crypto_aead_decrypt does not match mlen");
  if (memcmp(t.x, m.x, mlen)) fail("crypto_aead_decrypt does not match m");
  if (memcmp(r.x, s.x, NSECBYTES)) fail("crypto_aead_decrypt does not match s");
  checksum(t.x, tlen);
  checksum(r.x, NSECBYTES);
}

static void one_loop(void)
{
  unsigned long long len[6], clen, tlen, delta, pos;
  int probe, overlap = !P.nooverlap;
  struct call enc = { "crypto_aead_encrypt", call_encrypt, 6,
    { { "c", &c, mlen + ABYTES, 1, 0, 0 }, { "m", &m, mlen, 0, 1, 0 }, { "a", &a, alen, 0, 1, 0 },
      { "s", &s, NSECBYTES, 0, 1, 0 }, { "p", &p, NPUBBYTES, 0, 1, 0 }, { "k", &k, KEYBYTES, 0, 1, 0 } },
    1, overlap, after_encrypt };
  try_input(&m, mlen);
  try_input(&a, alen);
  try_input(&s, NSECBYTES);
  try_input(&p, NPUBBYTES);
  try_input(&k, KEYBYTES);
  try_call(&enc, len);
  clen = len[0];                      /* SUPERCOP's clen: what the latest call returned */
  {                                   /* t is guarded at the end of the clen bytes given */
    struct call dec = { "crypto_aead_decrypt", call_decrypt, 6,
      { { "t", &t, clen, 1, 0, 1 }, { "r", &r, NSECBYTES, 1, 0, 0 }, { "c", &c, clen, 0, 0, 0 },
        { "a", &a, alen, 0, 1, 0 }, { "p", &p, NPUBBYTES, 0, 1, 0 }, { "k", &k, KEYBYTES, 0, 1, 0 } },
      1, overlap, after_decrypt };
    try_call(&dec, len);
  }
  for (probe = 0; probe < 3 && clen > 0; ++probe) {
    delta = 1 + myrandom() % 255;     /* SUPERCOP's compilers draw the delta first */
    pos = myrandom() % clen;
    c.x[pos] = (unsigned char) (c.x[pos] + delta);
    tlen = clen;
    if (P.aead_decrypt(t.x, &tlen, r.x, c.x, clen, a.x, alen, p.x, k.x) == 0
        && (tlen != mlen || memcmp(t.x, m.x, mlen) || memcmp(r.x, s.x, NSECBYTES)))
      fail("crypto_aead_decrypt allows trivial forgeries");
  }
}

static void test(int loops, unsigned long long maxtest)
{
  int loop;
  allocate(maxtest);
  for (loop = 0; loop < loops; ++loop) {
    mlen = myrandom() % (maxtest + 1);
    alen = myrandom() % (maxtest + 1);
    one_loop();
  }
}

static void edge(void *unused)
{
  (void) unused;
  one_loop();
}

/* every pair of edge lengths for the message and the associated data */
static void edges(void)
{
  char context[64];
  int i, j;
  allocate(TUNE_BYTES);
  for (i = 0; i < TRY_EDGES; ++i)
    for (j = 0; j < TRY_EDGES; ++j) {
      mlen = try_edge[i];
      alen = try_edge[j];
      snprintf(context, sizeof context, "mlen=%llu alen=%llu", mlen, alen);
      try_extra(edge, 0, context);
    }
}

static void tune_prepare(void)
{
  allocate(2048);
}

static void tune(void)
{
  unsigned long long clen, tlen;
  P.aead_encrypt(c.x, &clen, m.x, TUNE_BYTES, a.x, TUNE_BYTES, s.x, p.x, k.x);
  P.aead_decrypt(t.x, &tlen, r.x, c.x, clen, a.x, TUNE_BYTES, p.x, k.x);
}

/* --- measure: K = 1000000 * adlen + mlen, as SUPERCOP's crypto_aead/measure.c --- */

#define MAXLEN 2048
#define K(mlen, adlen) (1000000LL * (adlen) + (mlen))

static unsigned long long measured_clen;

static long long time_encrypt(long long key)
{
  long long t0 = cpucycles();
  P.aead_encrypt(c.x, &measured_clen, m.x, (unsigned long long) (key % 1000000), a.x,
                 (unsigned long long) (key / 1000000), s.x, p.x, k.x);
  return cpucycles() - t0;
}

static long long time_decrypt(long long key)
{
  unsigned long long tlen;
  long long t0 = cpucycles();
  P.aead_decrypt(t.x, &tlen, r.x, c.x, measured_clen, a.x, (unsigned long long) (key / 1000000),
                 p.x, k.x);
  return cpucycles() - t0;
}

/* The lengths of one direction: every length to 64, then multiples of 32 to 2048. */
static long long length(int i)
{
  return i <= 64 ? i : 64 + 32 * (i - 64);
}
#define LENGTHS (64 + (MAXLEN - 64) / 32 + 1)

static int is_table(long long len)
{
  return len == 64 || len == 1024 || len == 1536 || len == 2048;
}

struct piece {
  int direction;                  /* 0: m+0, 1: 0+ad, 2: m+m */
  int from, to, step;             /* indexes into the lengths */
  long long samples, table_samples;
};

static void measure_point(long long mlen, long long adlen, long long samples)
{
  long long key = K(mlen, adlen);
  measure_series("encrypt_cycles", key, samples, time_encrypt);
  measure_series("decrypt_cycles", key, samples, time_decrypt);
  if (measured_clen > 0) {
    ++c.x[measured_clen / 2];
    measure_series("forgery_decrypt_cycles", key, samples, time_decrypt);
  }
}

static void run_piece(void *ctx)
{
  const struct piece *q = ctx;
  int i;
  for (i = q->from; i < q->to; ++i) {
    long long len = length(i);
    if (i % q->step && !is_table(len)) continue;
    if (len == 0 && q->direction) continue;      /* 0+0 once */
    measure_point(q->direction == 1 ? 0 : len, q->direction == 0 ? 0 : len,
                  is_table(len) ? q->table_samples : q->samples);
  }
}

static void measure(void)
{
  double c0, slope, total = 0, perlen;
  struct piece q;
  int i, d;
  allocate(MAXLEN);
  randombytes(k.x, KEYBYTES); randombytes(s.x, NSECBYTES); randombytes(p.x, NPUBBYTES);
  randombytes(m.x, MAXLEN); randombytes(a.x, MAXLEN);
  c0 = (double) measure_probe(time_encrypt, K(0, 0));
  slope = ((double) measure_probe(time_encrypt, K(MAXLEN, MAXLEN)) - c0) / (2 * MAXLEN);
  for (i = 0; i < LENGTHS; ++i) total += 3 * (c0 + slope * 2 * (double) length(i)) * 3;
  q.samples = measure_fit(0.6 * measure_left(), total, 3, 31);
  q.table_samples = measure_fit(0.2 * measure_left(), 3 * 4 * (c0 + slope * 4096) * 3, 15, 127);
  q.step = 1;
  while (q.step < LENGTHS && total * (double) q.samples / q.step > 0.6 * measure_left() * measure_persecond())
    q.step *= 2;
  for (d = 0; d < 3; ++d) {
    q.direction = d;
    for (i = 0; i < LENGTHS; i = q.to) {
      perlen = 3 * (double) q.samples * (c0 + slope * 2 * (double) length(i));
      q.from = i;
      q.to = i + (int) measure_fit(1.0, perlen, 1, LENGTHS);
      if (q.to > LENGTHS) q.to = LENGTHS;
      measure_guarded(run_piece, &q);
    }
  }
}

const struct cb_operation cb_aead = {
  "crypto_aead", { "keybytes", "nsecbytes", "npubbytes", "abytes", 0 }, 64, 512, 0,
  test, edges, tune_prepare, tune, measure, kat_aead
};
