/*
 * try.c: the core of the correctness test, SUPERCOP-compatible (../doc/checksum.md).
 *
 * Two Salsa20 streams: TV makes every test input and myrandom(); CAN fills guard bytes and
 * output buffers. Only TV draws and the outputs folded by checksum() decide the checksum, so
 * CAN and all the checks below may differ from SUPERCOP's without changing the result.
 * Public domain (CC0).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frozen-salsa20.h"
#include "try.h"

unsigned long long try_buffer_bytes;

/* --- the deterministic streams --- */

struct stream {
  unsigned char key[32];
  unsigned long long calls;      /* the Salsa20 nonce: one fresh message per call */
};

static struct stream tv = { "generate inputs for test vectors", 0 };
static struct stream can = { "generate pad to catch overwrites", 0 };

static void stream_fill(struct stream *s, unsigned char *x, unsigned long long len)
{
  unsigned char in[16], block[64];
  unsigned long long b, i;
  for (i = 0; i < 8; ++i) in[i] = (unsigned char) (s->calls >> (8 * i));
  for (b = 0; len > 0; ++b) {
    unsigned long long take = len < 64 ? len : 64;
    for (i = 0; i < 8; ++i) in[8 + i] = (unsigned char) (b >> (8 * i));
    frozen_salsa20(block, in, s->key);
    memcpy(x, block, take);
    x += take;
    len -= take;
  }
  s->calls += 1;                 /* even for len 0 */
}

unsigned long long myrandom(void)
{
  unsigned char x[8];
  unsigned long long r = 0;
  int i;
  stream_fill(&tv, x, 8);
  for (i = 7; i >= 0; --i) r = (r << 8) | x[i];
  return r;
}

/* --- the checksum state --- */

static unsigned char state[64];

void checksum(const unsigned char *x, unsigned long long len)
{
  frozen_absorb(state, x, len);
}

void checksum_hex(char hex[65])
{
  int i;
  for (i = 0; i < 32; ++i) {
    hex[2 * i] = "0123456789abcdef"[state[i] >> 4];
    hex[2 * i + 1] = "0123456789abcdef"[state[i] & 15];
  }
  hex[64] = 0;
}

/* --- failures: one line on stdout, exit 111 as SUPERCOP's try does --- */

void fail(const char *format, ...)
{
  va_list ap;
  va_start(ap, format);
  vprintf(format, ap);
  va_end(ap);
  printf("\n");
  fflush(stdout);
  exit(111);
}

/* --- buffers --- */

static unsigned char *allocate(unsigned long long len)
{
  unsigned char *x = malloc(len + 256);
  unsigned long long i;
  if (!x) fail("out of memory");
  for (i = 0; i < len + 256; ++i) x[i] = (unsigned char) (i * 151 + 7);
  x += 64;
  x += 63 & (0 - (unsigned long) x);
  return x + 1;                  /* misaligned on purpose, as SUPERCOP's unalign() */
}

void try_allocate(struct buf *b)
{
  b->x = allocate(try_buffer_bytes);
  b->x2 = allocate(try_buffer_bytes);
}

void try_input(struct buf *b, unsigned long long len)
{
  stream_fill(&tv, b->x, len);
}

/* Fresh guard bytes around x[0..len) and the same around x2; for an output the whole
   region is canary (so a function that reads its output before writing is caught too). */
static void guard(const struct arg *a)
{
  unsigned char *x = a->b->x, *x2 = a->b->x2;
  if (a->out) {
    stream_fill(&can, x - 16, a->len + 32);
    memcpy(x2 - 16, x - 16, a->len + 32);
    return;
  }
  stream_fill(&can, x - 16, 16);
  stream_fill(&can, x + a->len, 16);
  memcpy(x2 - 16, x - 16, a->len + 32);
}

static void check_guards(const struct call *c, const unsigned long long *len)
{
  int i;
  for (i = 0; i < c->nargs; ++i) {
    const struct arg *a = &c->arg[i];
    unsigned char *x = a->b->x, *x2 = a->b->x2;
    if (!a->out) {
      if (memcmp(x2 - 16, x - 16, a->len + 32)) fail("%s overwrites input", c->name);
      continue;
    }
    if (memcmp(x2 - 16, x - 16, 16)) fail("%s writes before output", c->name);
    if (memcmp(x2 + len[i], x + len[i], 16)) fail("%s writes after output", c->name);
  }
}

static int run(const struct call *c, unsigned char *const *x, unsigned long long *len)
{
  int i, r;
  for (i = 0; i < c->nargs; ++i) {
    len[i] = c->arg[i].len;
    if (c->arg[i].secret) poison(x[i], c->arg[i].len);
  }
  r = c->call(x, len);
  unpoison(&r, sizeof r);
  for (i = 0; i < c->nargs; ++i) unpoison(x[i], c->arg[i].out ? len[i] : c->arg[i].len);
  return r;
}

/* Each output written over a copy of each input must come out the same. */
static void check_overlaps(const struct call *c, const unsigned long long *len)
{
  unsigned char *x[TRY_MAXARGS];
  unsigned long long len2[TRY_MAXARGS];
  int i, o, j;
  for (o = 0; o < c->nargs; ++o) {
    if (!c->arg[o].out) continue;
    for (i = 0; i < c->nargs; ++i) {
      const struct arg *in = &c->arg[i];
      if (in->out) continue;
      for (j = 0; j < c->nargs; ++j) x[j] = c->arg[j].b->x;
      memcpy(in->b->x2, in->b->x, in->len);
      x[o] = x[i] = in->b->x2;
      if (run(c, x, len2))
        fail("%s with %s=%s overlap returns nonzero", c->name, in->name, c->arg[o].name);
      if (len2[o] != len[o] || memcmp(in->b->x2, c->arg[o].b->x, len[o]))
        fail("%s does not handle %s=%s overlap", c->name, in->name, c->arg[o].name);
      memcpy(in->b->x2, in->b->x, in->len);
    }
  }
}

/* Run c once with every check; outlen[i] receives the length output i returned. */
void try_call(struct call *c, unsigned long long *outlen)
{
  unsigned char *x[TRY_MAXARGS];
  unsigned long long len2[TRY_MAXARGS];
  int i;

  for (i = 0; i < c->nargs; ++i) {
    guard(&c->arg[i]);
    x[i] = c->arg[i].b->x;
  }
  if (run(c, x, outlen)) fail("%s returns nonzero", c->name);
  check_guards(c, outlen);

  if (c->repeatable) {            /* again on the twins: fresh canary outputs, copied inputs */
    for (i = 0; i < c->nargs; ++i) {
      const struct arg *a = &c->arg[i];
      if (a->out) stream_fill(&can, a->b->x2 - 16, a->len + 32);
      else memcpy(a->b->x2, a->b->x, a->len);
      x[i] = a->b->x2;
    }
    if (run(c, x, len2)) fail("%s returns nonzero", c->name);
    for (i = 0; i < c->nargs; ++i)
      if (c->arg[i].out && (len2[i] != outlen[i] || memcmp(x[i], c->arg[i].b->x, outlen[i])))
        fail("%s is nondeterministic", c->name);
  }
  if (c->overlap) check_overlaps(c, outlen);
}
