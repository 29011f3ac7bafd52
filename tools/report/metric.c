/* metric.c -- what a table cell means (doc/reports.md): which event, which lengths, what
 * divisor; which implementation a row uses (the fastest median at that cell); the marks. */
#include <stdio.h>
#include <string.h>
#include "report.h"

/* A figure is marked '?' when (Q3-Q1)/Q2 > spread_limit. Published eBACS pages flag a 13%
 * spread and not a 10% one; 0.12 lies between them (doc/reports.md says why). */
double spread_limit = 0.12;
#define NOLO (-2)
#define K(ad, m) (1000000LL * (ad) + (m))       /* aead: K = 1000000*adlen + mlen */

#define HS(ev) \
  { "long", "Cycles/byte for long messages", ev, 4096, 1024, 3072 }, \
  { "4096", "Cycles/byte for 4096 bytes", ev, 4096, NOLO, 4096 }, \
  { "1536", "Cycles/byte for 1536 bytes", ev, 1536, NOLO, 1536 }, \
  { "576", "Cycles/byte for 576 bytes", ev, 576, NOLO, 576 }, \
  { "64", "Cycles/byte for 64 bytes", ev, 64, NOLO, 64 }, \
  { "8", "Cycles/byte for 8 bytes", ev, 8, NOLO, 8 }
static const struct cell hash_cells[] = { HS(EV_CYCLES) };
static const struct cell stream_cells[] = { HS(EV_XOR) };
#define AE3(m, ad, hi, lo, div) \
  { "enc " m "+" ad, "Cycles/byte to encrypt " m "+" ad, EV_ENC, hi, lo, div }, \
  { "dec " m "+" ad, "Cycles/byte to decrypt " m "+" ad, EV_DEC, hi, lo, div }, \
  { "forgery " m "+" ad, "Cycles/byte to reject a forgery of " m "+" ad, EV_FORGERY, hi, lo, div }
/* ordered by length as eBAEAD orders its tables: each length encrypt, decrypt, forgery */
static const struct cell aead_cells[] = {
  AE3("long", "0", K(0, 2048), K(0, 1024), 1024), AE3("long", "long", K(2048, 2048), K(1024, 1024), 2048),
  AE3("0", "long", K(2048, 0), K(1024, 0), 1024), AE3("1536", "1536", K(1536, 1536), NOLO, 3072),
  AE3("64", "64", K(64, 64), NOLO, 128)
};
static const struct cell kem_cells[] = {
  { "keypair", "Cycles to generate a key pair", EV_KEYPAIR, -1, NOLO, 1 },
  { "enc", "Cycles to encapsulate", EV_KEMENC, -1, NOLO, 1 },
  { "dec", "Cycles to decapsulate", EV_KEMDEC, -1, NOLO, 1 },
};

int op_cells(int op, const struct cell **c)
{
  static const struct cell *t[NOPS] = { hash_cells, stream_cells, aead_cells, kem_cells };
  static const int n[NOPS] = { 6, 6, 15, 3 };
  *c = t[op];
  return n[op];
}

/* summary columns: 64, 1536, long (aead: encryption 64+64, 1536+1536, long+long) */
int headline_cells(int op, const struct cell *out[3])
{
  const struct cell *c;
  op_cells(op, &c);
  if (op == OP_HASH || op == OP_STREAM) { out[0] = &c[4]; out[1] = &c[2]; out[2] = &c[0]; }
  else if (op == OP_AEAD) { out[0] = &c[12]; out[1] = &c[9]; out[2] = &c[3]; }
  else { out[0] = &c[0]; out[1] = &c[1]; out[2] = &c[2]; }
  return 3;
}

static int wide(const double q[3])
{
  double d = q[2] - q[0];
  if (q[1] <= 0) return 1;
  return (d < 0 ? -d : d) / q[1] > spread_limit;
}

const char *qmark(const struct qv *v)
{
  return v->unstable ? (v->floor ? "?~" : "?") : v->floor ? "~" : "";
}

/* stream tables show crypto_stream_xor (xor_cycles) as eBASC does; an implementation
 * measured only with crypto_stream (cycles) falls back to those */
int cell_eval(const struct impl *im, const struct cell *c, struct qv *o)
{
  int ev = c->ev;
  const struct series *h, *l = 0;
  memset(o, 0, sizeof *o);
  if (ev == EV_XOR && !(im->evmask & (1u << EV_XOR))) ev = EV_CYCLES;
  if (!(h = series_find(im, ev, c->hi))) return 0;
  if (c->lo != NOLO && !(l = series_find(im, ev, c->lo))) return 0;
  {
    const struct stats *st = l ? series_slope(h, l) : &h->st;   /* long: per-sample slopes */
    o->q[0] = st->q1 / c->div;
    o->q[1] = st->q2 / c->div;
    o->q[2] = st->q3 / c->div;
  }
  o->unstable = wide(o->q) || h->unsteady || (l && l->unsteady);
  o->floor = h->floor;
  o->cal = !l ? h->cal : h->cal > 0 && l->cal > 0 ? 0.5 * (h->cal + l->cal) : 0;
  if (l) {
    double a[3] = { h->st.q1, h->st.q2, h->st.q3 }, b[3] = { l->st.q1, l->st.q2, l->st.q3 };
    o->unstable |= wide(a) || wide(b);
  }
  return o->ok = 1;
}

/* B's median over A's at equal machine speed: each over the ticks of the calibration loop
   timed around its sweep (calibrate.c), which a machine running slower or faster between the
   two runs (its clock, a neighbour) stretches alike. 0 when either sweep has no calibration
   (SUPERCOP's data). Only for two runs of one machine: across machines the loop's ticks are
   part of the difference being measured. */
double equal_speed(const struct qv *a, const struct qv *b)
{
  if (!(a->cal > 0 && b->cal > 0 && a->q[1] > 0)) return 0;
  return (b->q[1] / b->cal) / (a->q[1] / a->cal);
}

static struct impl *best_of(const struct prim *pr, const struct cell *c, struct qv *out, int timecop)
{
  struct impl *best = 0;
  struct qv v;
  int i;
  memset(out, 0, sizeof *out);
  for (i = 0; i < pr->nimpl; ++i)
    if ((!timecop || passes_timecop(pr->impls[i])) && cell_eval(pr->impls[i], c, &v) &&
        (!best || v.q[1] < out->q[1])) {
      best = pr->impls[i];
      *out = v;
    }
  return best;
}

struct impl *cell_best(const struct prim *pr, const struct cell *c, struct qv *out)
{
  return best_of(pr, c, out, 0);
}

/* the fastest implementation at c among those that pass TIMECOP (eBACS's T: row) */
struct impl *cell_best_timecop(const struct prim *pr, const struct cell *c, struct qv *out)
{
  return best_of(pr, c, out, 1);
}

/* The implementation drawn in the operation's graphs and named by the summary: fastest for
 * long messages (aead: encrypting long+long; kem: enc+dec, like TUNE), else the first cell
 * any implementation has. */
struct impl *prim_fastest(const struct prim *pr)
{
  const struct cell *c, *h[3];
  struct impl *best = 0;
  struct qv a, b, bv;
  int i, n = op_cells(pr->op, &c);
  double bs = 0;
  if (pr->op == OP_KEM) {
    for (i = 0; i < pr->nimpl; ++i)
      if (cell_eval(pr->impls[i], &c[1], &a) && cell_eval(pr->impls[i], &c[2], &b) &&
          (!best || a.q[1] + b.q[1] < bs)) { best = pr->impls[i]; bs = a.q[1] + b.q[1]; }
    if (best) return best;
  }
  headline_cells(pr->op, h);
  if ((best = cell_best(pr, h[2], &bv))) return best;
  for (i = 0; i < n; ++i) if ((best = cell_best(pr, &c[i], &bv))) return best;
  return 0;
}

int prim_measured(const struct prim *pr)
{
  int i;
  for (i = 0; i < pr->nimpl; ++i) if (pr->impls[i]->series) return 1;
  return 0;
}

/* A series whose figure the second pass (./do) measures again: a calibration marked its sweep
   (slow or noisy), or its quartiles spread more than DISTURBED_FACTOR times the machine's
   usual spread (at least DISTURBED_MIN, at most the '?' limit), unless it sits at the timer
   floor, where the counter's steps make the spread. Graph lengths (a few samples each) are
   judged by their calibration only. */
#define DISTURBED_FACTOR 3
#define DISTURBED_MIN 0.02
#define TABLE_SAMPLES 15                /* the table lengths' fewest samples (harness/sweep.c) */
const char *series_disturbed(const struct machine *m, const struct series *s, char why[64])
{
  double limit = DISTURBED_FACTOR * m->usual_spread, spread;
  if (s->unsteady) return "a slow or noisy sweep";
  if (s->floor || s->n < TABLE_SAMPLES || s->st.q2 <= 0) return 0;
  if (limit < DISTURBED_MIN) limit = DISTURBED_MIN;
  if (limit > spread_limit) limit = spread_limit;
  spread = (s->st.q3 - s->st.q1) / s->st.q2;
  if (spread <= limit) return 0;
  snprintf(why, 64, "spread %.1f%% (limit %.1f%%)", 100 * spread, 100 * limit);
  return why;
}

/* The first disturbed figure of an implementation as the reports show it (after choosing among
   passes), with its length: 0 when all are clean. */
const char *impl_disturbed(const struct impl *im, char why[64])
{
  const struct series *s, *found = 0;
  const struct cell *c;
  char one[64];
  const char *w = 0;
  int k, n = op_cells(im->pr->op, &c);
  for (s = im->series; s && !found; s = s->next)
    if (s->unsteady) found = s;
  for (k = 0; k < 2 * n && !found; ++k) {      /* the table cells' lengths, hi and lo */
    long long len = k % 2 ? c[k / 2].lo : c[k / 2].hi;
    int ev = c[k / 2].ev == EV_XOR && !(im->evmask & (1u << EV_XOR)) ? EV_CYCLES : c[k / 2].ev;
    if ((s = series_find(im, ev, len)) && series_disturbed(im->pr->m, s, one)) found = s;
  }
  if (!found) return 0;
  w = series_disturbed(im->pr->m, found, one);
  if (found->len >= 1000000)                    /* aead: K = 1000000*adlen + mlen */
    snprintf(why, 64, "%s %lld+%lld: %s", ev_name(found->ev), found->len % 1000000, found->len / 1000000, w);
  else snprintf(why, 64, "%s %lld: %s", ev_name(found->ev), found->len, w);
  return why;
}

int item_passed(const struct item *it)
{
  return it->status == ST_OK || it->status == ST_UNKNOWN;
}

const struct item *item_of(const struct impl *im, const char *compiler)
{
  const struct item *it;
  if (!compiler) return 0;
  for (it = im->items; it; it = it->next) if (!strcmp(it->compiler, compiler)) return it;
  return 0;
}

/* TIMECOP's verdict on an implementation as measured: the timecop_* line of the compiler it
 * was measured with; without one, a pass with some compiler and a fail with none. */
static int timecop_of(const struct impl *im)
{
  const struct item *it = item_of(im, im->compiler);
  int pass = 0;
  if (it && it->timecop != TC_NONE) return it->timecop;
  for (it = im->items; it; it = it->next) {
    if (it->timecop == TC_FAIL) return TC_FAIL;
    pass |= it->timecop == TC_PASS;
  }
  return pass ? TC_PASS : TC_NONE;
}

int passes_timecop(const struct impl *im)
{
  return timecop_of(im) == TC_PASS;
}

/* T!!! = claims constant time (constbranchindex) and TIMECOP failed; the T: mark belongs to
 * rows (optable.c): the fastest implementation that passes TIMECOP */
const char *tmark(const struct impl *im)
{
  return im->security == SEC_CONST && timecop_of(im) == TC_FAIL ? "T!!!" : "";
}
