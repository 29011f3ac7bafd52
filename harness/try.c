/*
 * try.c: the core of the correctness test, SUPERCOP-compatible (../doc/checksum.md).
 *
 * Two Salsa20 streams: TV makes every test input and myrandom(); CAN fills guard bytes and
 * output buffers. Only TV draws and the outputs folded by checksum() decide the checksum, so
 * CAN and all the checks below may differ from SUPERCOP's without changing the result.
 * Public domain (CC0).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frozen-salsa20.h"
#include "try.h"

unsigned long long try_buffer_bytes;
int try_checkpoint_loops;
void (*try_checkpoint)(void);

void try_loop_end(int done)
{
  if (try_checkpoint && done == try_checkpoint_loops) try_checkpoint();
}

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

/* --- failures: one line on stdout, exit 111 as SUPERCOP's try does; inside try_extra, a
   warning line instead, and the next case --- */

static jmp_buf *extra_jump;
static char extra_reason[256];

void fail(const char *format, ...)
{
  va_list ap;
  va_start(ap, format);
  if (extra_jump) {
    vsnprintf(extra_reason, sizeof extra_reason, format, ap);
    va_end(ap);
    longjmp(*extra_jump, 1);
  }
  vprintf(format, ap);
  va_end(ap);
  printf("\n");
  fflush(stdout);
  exit(111);
}

const unsigned long long try_edge[TRY_EDGES] = { 0, 1, 1536 };

int try_extra(void (*fn)(void *), void *ctx, const char *context)
{
  static char seen[16][256];
  static int nseen;
  jmp_buf here;
  int i;
  printf("case %s\n", context);
  fflush(stdout);
  if (setjmp(here)) {
    extra_jump = 0;
    for (i = 0; i < nseen && strcmp(seen[i], extra_reason); ++i) continue;
    if (i < nseen) return 1;                    /* already said at another length */
    if (nseen < 16) strcpy(seen[nseen++], extra_reason);
    printf("warning %s (at %s)\n", extra_reason, context);
    fflush(stdout);
    return 1;
  }
  extra_jump = &here;
  fn(ctx);
  extra_jump = 0;
  return 0;
}

void try_extra_mlen(void (*fn)(void *))
{
  char context[32];
  int i;
  for (i = 0; i < TRY_EDGES; ++i) {
    snprintf(context, sizeof context, "mlen=%llu", try_edge[i]);
    try_extra(fn, (void *) &try_edge[i], context);
  }
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

/* SUPERCOP's double_canary: fresh guard bytes around x[0..len), the same around the twin. */
static void double_canary(const struct arg *a, unsigned long long len)
{
  unsigned char *x = a->b->x, *x2 = a->b->x2;
  stream_fill(&can, x - 16, 16);
  stream_fill(&can, x + len, 16);
  memcpy(x2 - 16, x - 16, 16);
  memcpy(x2 + len, x + len, 16);
}

/* SUPERCOP's output_compare of every output, then input_compare of every input. */
static void check_guards(const struct call *c, const unsigned long long *len)
{
  int i;
  for (i = 0; i < c->nargs; ++i) {
    const struct arg *a = &c->arg[i];
    unsigned char *x = a->b->x, *x2 = a->b->x2;
    unsigned long long end = a->guard_given ? a->len : len[i];
    if (!a->out) continue;
    if (memcmp(x2 - 16, x - 16, 16)) fail("%s writes before output", c->name);
    if (memcmp(x2 + end, x + end, 16)) fail("%s writes after output", c->name);
  }
  for (i = 0; i < c->nargs; ++i) {
    const struct arg *a = &c->arg[i];
    if (!a->out && memcmp(a->b->x2 - 16, a->b->x - 16, a->len + 32))
      fail("%s overwrites input", c->name);
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

/* Each output written over a copy of each input must come out the same. As in SUPERCOP, a
   returned length is the one the latest call returned (len is updated), never compared. */
static void check_overlaps(const struct call *c, unsigned long long *len)
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
      for (j = 0; j < c->nargs; ++j) len[j] = len2[j];
      if (memcmp(in->b->x2, c->arg[o].b->x, len[o]))
        fail("%s does not handle %s=%s overlap", c->name, in->name, c->arg[o].name);
      memcpy(in->b->x2, in->b->x, in->len);
    }
  }
}

/* Run c once with every check; len[i] receives the length output i returned (the latest). */
void try_call(struct call *c, unsigned long long *len)
{
  unsigned char *x[TRY_MAXARGS];
  int i;

  for (i = 0; i < c->nargs; ++i) {
    guard(&c->arg[i]);
    x[i] = c->arg[i].b->x;
  }
  if (run(c, x, len)) fail("%s returns nonzero", c->name);
  if (c->after) c->after(len);
  check_guards(c, len);

  if (c->repeatable) {            /* again on the twins: an output's twin holds what the
                                     output held before the first call, as in SUPERCOP */
    for (i = 0; i < c->nargs; ++i) {
      double_canary(&c->arg[i], len[i]);
      x[i] = c->arg[i].b->x2;
    }
    if (run(c, x, len)) fail("%s returns nonzero", c->name);
    for (i = 0; i < c->nargs; ++i)
      if (c->arg[i].out && memcmp(x[i], c->arg[i].b->x, len[i]))
        fail("%s is nondeterministic", c->name);
  }
  if (c->overlap) check_overlaps(c, len);
}
